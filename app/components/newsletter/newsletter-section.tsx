/** CONTRACT (implemented by the public forms work): the newsletter section, posting to /newsletter. */
export function NewsletterSection() {
  return null;
}
