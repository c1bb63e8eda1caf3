/**
 * A campaign's mail: one build gives the HTML and the plain-text part (the body's Markdown through
 * the blog's renderer, its images and links absolute and its images held to the mail's column,
 * for the HTML; the same body read as prose for the text: utils/mail-markdown.server.ts), with
 * the subscriber footer (why the person receives it, the firm's postal address, the unsubscribe
 * link) and the RFC 2369 / RFC 8058 one-click headers (the HTTPS link only: decision 092). No tracking pixel and no rewritten links:
 * the HTML holds exactly the links the author wrote.
 *
 * The CRM's preview, "Send a test to me" (through the outbox, as `campaignTestMail`) and every
 * real send (models/campaigns.server.ts) use `buildCampaignMail`, so the preview cannot drift.
 */
import { eq } from "drizzle-orm";
import { campaigns } from "@db/schema";
import { SITE } from "~/config/site";
import type { CampaignAudience } from "~/schemas/campaign";
import { NEWSLETTER_TEXTS } from "~/schemas/newsletter";
import { mailMarkdownText, renderMailMarkdown } from "~/utils/mail-markdown.server";
import { publicUrl, unsubscribeUrl } from "./mail-links.server";
import { type RenderedMail, SAMPLE_TOKEN, defineMail, idOf, mail } from "./mail-kit.server";

export type { CampaignAudience };

export interface CampaignContent {
  subject: string;
  previewText: string;
  body: string;
  audience: CampaignAudience;
}

/** Why the person receives the mail (the footer's first line). */
function reason(audience: CampaignAudience): string {
  return audience === "dentaliq"
    ? `You receive this because you asked for DentalIQ news and offers when you registered at ${publicUrl()}.`
    : `You receive this because you subscribed to ${NEWSLETTER_TEXTS.headline} at ${publicUrl()}.`;
}

/** The unsubscribe link of a campaign mail: the person's own token, naming the campaign. */
export function campaignUnsubscribeUrl(token: string, campaignId: number): string {
  return `${unsubscribeUrl(token)}&campaign=${campaignId}`;
}

/** The last body rendered: a campaign renders the same Markdown for every one of its mails. */
let lastBody: { source: string; origin: string; html: string; text: string } | undefined;

/** The body's two parts: images and links absolute and images held to the column; prose text. */
function bodyParts(source: string): { html: string; text: string } {
  const origin = publicUrl();
  if (lastBody?.source !== source || lastBody.origin !== origin)
    lastBody = {
      source,
      origin,
      html: renderMailMarkdown(source, origin),
      text: mailMarkdownText(source, origin),
    };
  return lastBody;
}

export function buildCampaignMail(
  content: CampaignContent,
  unsubscribe: string,
  options: { test?: boolean } = {},
): RenderedMail {
  const subject = options.test ? `[Test] ${content.subject}` : content.subject;
  return mail(
    subject,
    [
      ...(content.previewText ? [{ kind: "preheader" as const, text: content.previewText }] : []),
      { kind: "heading", text: content.subject },
      { kind: "rich", ...bodyParts(content.body) },
      {
        kind: "footer",
        lines: [reason(content.audience), SITE.legalName, ...SITE.address],
        link: { text: "Unsubscribe", href: unsubscribe },
      },
    ],
    {
      headers: {
        // The one-click link alone: nothing reads mail sent to a mailto (decision 092).
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
  );
}

/** A draft's test copy to the staff member who asked: marked [Test], its unsubscribe link inert. */
export const campaignTestMail = defineMail<CampaignContent & { id: number }>("campaign-test", {
  label: "Campaign: test copy to staff",
  async load(params, db) {
    const [row] = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, idOf(params)));
    if (!row) return null;
    return { ...row, audience: row.audience as CampaignAudience };
  },
  sample: () => ({
    id: 0,
    subject: "November insights",
    previewText: "Three notes on data governance",
    body: "## Data governance\n\nA short note with a [link](https://example.com/).",
    audience: "newsletter",
  }),
  build: (content) =>
    buildCampaignMail(content, campaignUnsubscribeUrl(SAMPLE_TOKEN, content.id), { test: true }),
});
