// STUB: to be built by its issue.
export default function NewsletterUnsubscribe() {
  return (
    <main id="main-content">
      <h1>NewsletterUnsubscribe</h1>
    </main>
  );
}
