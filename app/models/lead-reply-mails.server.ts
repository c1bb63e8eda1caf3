/**
 * The mail a staff member writes to a lead from its page (sent by models/lead-replies.server.ts):
 * From the firm's address under the writer's name, Reply-To the shared mailbox, threaded to the
 * enquiry (In-Reply-To, References), the body as typed for the plain-text part and rendered from
 * Markdown for the HTML part, in the firm's look. Its lead_messages row follows each attempt
 * (`settled`), so the lead's timeline says sending, sent or failed. Decision 095.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "@db/client.server";
import { type LeadMessage, leadMessages } from "@db/schema";
import { SITE } from "~/config/site";
import { env } from "~/config/env.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { SAMPLE_DATE, type MailSettlement, defineMail, idOf, mail } from "./mail-kit.server";
import type { MailParams } from "./mail-kit.server";
import { publicUrl } from "./mail-links.server";

type ReplyView = Pick<
  LeadMessage,
  "fromName" | "subject" | "body" | "inReplyTo" | "references" | "createdAt"
>;

/** The shared mailbox replies ask to be answered at: REPLY_TO_EMAIL, else NOTIFY_EMAIL, else the firm's. */
export function sharedMailbox(): string {
  return env().REPLY_TO_EMAIL ?? env().NOTIFY_EMAIL ?? SITE.email;
}

const bracketed = (id: string) => `<${id}>`;

/** What a reply's lead_messages row becomes after an attempt: its state in the timeline. */
async function settle(params: MailParams, settlement: MailSettlement, db: Executor) {
  const row = eq(leadMessages.id, idOf(params));
  if (settlement.outcome === "sent")
    await db.update(leadMessages).set({ status: "sent", sentAt: new Date() }).where(row);
  else if (settlement.outcome === "cancelled")
    await db.update(leadMessages).set({ status: "cancelled" }).where(row);
  else
    await db
      .update(leadMessages)
      .set({ lastError: settlement.error, status: settlement.last ? "failed" : "sending" })
      .where(row);
}

export const leadReplyMail = defineMail<ReplyView>("lead-reply", {
  label: "Reply to a lead (written in the CRM)",
  async load(params, db) {
    const [row] = await db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.id, idOf(params)));
    return row ?? null;
  },
  sample: () => ({
    fromName: "Sam Sample",
    subject: "Re: FREE Discovery Call - Consultation Request",
    body: "Hello Alex,\n\nThank you for your message. **Would Tuesday at 10:00 suit you** for a first call?\n\nBest wishes,\nSam",
    inReplyTo: "sample-enquiry@durhamdatastrategy.co.uk",
    references: ["sample-enquiry@durhamdatastrategy.co.uk"],
    createdAt: SAMPLE_DATE,
  }),
  build: (row) =>
    mail(
      row.subject,
      [
        { kind: "rich", html: renderMarkdown(row.body), text: row.body.trim() },
        {
          kind: "footer",
          lines: [row.fromName, SITE.legalName, ...SITE.address],
          link: { text: publicUrl().replace(/^https?:\/\//, ""), href: `${publicUrl()}/` },
        },
      ],
      {
        fromName: row.fromName,
        replyTo: sharedMailbox(),
        headers: {
          ...(row.inReplyTo ? { "In-Reply-To": bracketed(row.inReplyTo) } : {}),
          ...(row.references.length ? { References: row.references.map(bracketed).join(" ") } : {}),
        },
      },
    ),
  settled: settle,
});
