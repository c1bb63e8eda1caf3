/**
 * The newsletter's mails: the confirmation link of a double opt-in sign-up, the welcome once it is
 * confirmed, and the notice to an address that signs up while already subscribed (both with the
 * unsubscribe link and RFC 8058 one-click headers). Sent by models/newsletter.server.ts.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import { newsletterSubscriptions } from "@db/schema";
import { SITE } from "~/config/site";
import { NEWSLETTER_TEXTS } from "~/schemas/newsletter";
import { staffMailAddress } from "~/utils/smtp-transport.server";
import type { MailBlock } from "~/utils/mail-render";
import { confirmUrl, publicUrl, unsubscribeUrl } from "./mail-links.server";
import { type MailParams, SAMPLE_TOKEN, defineMail, idOf, mail } from "./mail-kit.server";

async function subscription(db: Executor, params: MailParams) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, idOf(params)));
  return row;
}

export const newsletterConfirmMail = defineMail<{ fullName: string; token: string }>(
  "newsletter-confirm",
  {
    label: "Newsletter: confirm your subscription",
    async load(params, db) {
      const row = await subscription(db, params);
      if (!row || row.subscribed || !row.confirmToken || !row.confirmExpiresAt) return null;
      return { fullName: row.fullName, token: row.confirmToken };
    },
    sample: () => ({ fullName: "Alex Example", token: SAMPLE_TOKEN }),
    build: ({ fullName, token }) =>
      mail(`Please confirm your subscription to ${NEWSLETTER_TEXTS.headline}`, [
        { kind: "heading", text: "One more step" },
        {
          kind: "paragraph",
          text: `Hello ${fullName}, please confirm that you would like to receive ${NEWSLETTER_TEXTS.headline}, our monthly newsletter.`,
        },
        {
          kind: "button",
          text: "Confirm my subscription",
          href: confirmUrl(token),
        },
        // For a mail client that shows no button, or a reader who copies links.
        { kind: "paragraph", text: `Or copy this link into your browser: ${confirmUrl(token)}` },
        {
          kind: "paragraph",
          text: "The link works once, for 7 days. If you did not sign up, ignore this email: you will not be subscribed and we will delete your address within 30 days.",
        },
        { kind: "footer", lines: [SITE.legalName, ...SITE.address] },
      ]),
  },
);

/** The site's home page, as a link back from a mail. */
const siteLink = () => ({ text: `Visit ${SITE.name}`, href: `${publicUrl()}/` });

/**
 * A subscriber's mail: its footer (why it came, the firm, the unsubscribe link) and the RFC 2369
 * and RFC 8058 headers, so mail clients show an unsubscribe button that POSTs to the link. The
 * mailto goes to the inbox staff read (NOTIFY_EMAIL), as configured.
 */
function subscriberMail(subject: string, blocks: MailBlock[], token: string) {
  const unsubscribe = unsubscribeUrl(token);
  return mail(
    subject,
    [
      ...blocks,
      {
        kind: "footer",
        lines: [
          `You receive this because you subscribed at ${publicUrl()}.`,
          SITE.legalName,
          ...SITE.address,
        ],
        link: { text: "Unsubscribe", href: unsubscribe },
      },
    ],
    {
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>, <mailto:${staffMailAddress()}?subject=Unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
  );
}

/** Loads an active subscription's name and unsubscribe token; null once it is not active. */
async function activeSubscriber(params: MailParams, db: Executor) {
  const row = await subscription(db, params);
  if (!row || !row.subscribed) return null;
  return { fullName: row.fullName, token: row.unsubscribeToken };
}

export const newsletterWelcomeMail = defineMail<{ fullName: string; token: string }>(
  "newsletter-welcome",
  {
    label: "Newsletter: welcome (after confirmation)",
    load: activeSubscriber,
    sample: () => ({ fullName: "Alex Example", token: SAMPLE_TOKEN }),
    build: ({ fullName, token }) =>
      subscriberMail(
        `Welcome to ${NEWSLETTER_TEXTS.headline}`,
        [
          { kind: "heading", text: `Welcome to ${NEWSLETTER_TEXTS.headline}` },
          {
            kind: "paragraph",
            text: `Hello ${fullName}, your subscription is confirmed. Once a month you will receive data governance and compliance updates, case studies from multi-location businesses and notes on AI readiness.`,
          },
          {
            kind: "paragraph",
            text: "Until the next issue, our insights, guides and case studies are on the website.",
          },
          { kind: "button", ...siteLink() },
        ],
        token,
      ),
  },
);

/** Someone signed up an address that is already subscribed: it is told so, and nothing changes. */
export const newsletterAlreadySubscribedMail = defineMail<{ fullName: string; token: string }>(
  "newsletter-already-subscribed",
  {
    label: "Newsletter: already subscribed (signed up again)",
    load: activeSubscriber,
    sample: () => ({ fullName: "Alex Example", token: SAMPLE_TOKEN }),
    build: ({ fullName, token }) =>
      subscriberMail(
        `You are already subscribed to ${NEWSLETTER_TEXTS.headline}`,
        [
          { kind: "heading", text: "You are already subscribed" },
          {
            kind: "paragraph",
            text: `Hello ${fullName}, someone, probably you, asked on our website to subscribe this address to ${NEWSLETTER_TEXTS.headline}. It is already subscribed, so nothing has changed and there is nothing to confirm: the newsletter keeps coming once a month.`,
          },
          {
            kind: "paragraph",
            text: "If you would rather not receive it, the unsubscribe link is at the end of this email.",
          },
          { kind: "button", ...siteLink() },
        ],
        token,
      ),
  },
);
