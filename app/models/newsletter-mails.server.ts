/**
 * The newsletter's two mails: the confirmation link of a double opt-in sign-up, and the welcome
 * once it is confirmed (with the unsubscribe link and RFC 8058 one-click headers). Sent by
 * models/newsletter.server.ts.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import { newsletterSubscriptions } from "@db/schema";
import { SITE } from "~/config/site";
import { NEWSLETTER_TEXTS } from "~/schemas/newsletter";
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
      if (!row || row.subscribed || !row.confirmToken) return null;
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
        {
          kind: "paragraph",
          text: "The link works once, for 7 days. If you did not sign up, ignore this email: you will not be subscribed and we will delete your address within 30 days.",
        },
        { kind: "footer", lines: [SITE.legalName, ...SITE.address] },
      ]),
  },
);

export const newsletterWelcomeMail = defineMail<{ fullName: string; token: string }>(
  "newsletter-welcome",
  {
    label: "Newsletter: welcome (after confirmation)",
    async load(params, db) {
      const row = await subscription(db, params);
      if (!row || !row.subscribed) return null;
      return { fullName: row.fullName, token: row.unsubscribeToken };
    },
    sample: () => ({ fullName: "Alex Example", token: SAMPLE_TOKEN }),
    build({ fullName, token }) {
      const unsubscribe = unsubscribeUrl(token);
      return mail(
        `Welcome to ${NEWSLETTER_TEXTS.headline}`,
        [
          { kind: "heading", text: `Welcome to ${NEWSLETTER_TEXTS.headline}` },
          {
            kind: "paragraph",
            text: `Hello ${fullName}, your subscription is confirmed. Once a month you will receive data governance and compliance updates, case studies from multi-location businesses and notes on AI readiness.`,
          },
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
          // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>, <mailto:${SITE.email}?subject=Unsubscribe>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
      );
    },
  },
);
