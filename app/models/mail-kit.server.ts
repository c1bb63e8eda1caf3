/**
 * How a mail template is made. A template renders from the records its params name (read when the
 * mail is sent, so an erased record takes its mail's content with it and no secret link is ever
 * stored in the outbox); null means the record is gone and the mail is cancelled. Each template
 * is `load` (the records) + `build` (the mail) + `sample` (made-up data), so the CRM's Mail page
 * previews exactly what is sent without touching a real record or token.
 *
 * A new mail: define it with `defineMail` beside the model that sends it, enqueue it with the
 * outbox (models/mail.server.ts), and list it in MAIL_TEMPLATES (models/mail-templates.server.ts),
 * which finds a queued mail's template again by its name when it is delivered.
 */
import type { Executor } from "@db/client.server";
import { type MailBlock, renderMail } from "~/utils/mail-render";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A person's name on the From header (the address stays the firm's). */
  fromName?: string;
  headers?: Record<string, string>;
}

/** How one delivery attempt ended, for a template that keeps a state of its own. */
export type MailSettlement =
  | { outcome: "sent"; response: string }
  | { outcome: "refused"; error: string; last: boolean }
  | { outcome: "cancelled" };

export type MailParams = Record<string, string | number>;

interface TemplateParts<D> {
  /** What staff see on the Mail page. */
  label: string;
  /** Reads the records `params` names; null when they are gone (the mail is then cancelled). */
  load(params: MailParams, db: Executor): Promise<D | null>;
  /** Made-up data for the Mail page's preview: never a real record, address or token. */
  sample(): D;
  build(data: D): RenderedMail;
  /** Called after each attempt (optional): a record that shows its mail's state keeps it here. */
  settled?(params: MailParams, settlement: MailSettlement, db: Executor): Promise<void>;
}

export interface MailTemplate {
  /** Stored with each queued mail (mail_messages.template) and shown in the Mail page's URL. */
  name: string;
  label: string;
  render(params: MailParams, db: Executor): Promise<RenderedMail | null>;
  /** The template rendered from its sample data. */
  preview(): RenderedMail;
  settled?(params: MailParams, settlement: MailSettlement, db: Executor): Promise<void>;
}

/** A sent mail and its preview come from the same `build`, so the preview cannot drift. */
export function defineMail<D>(name: string, parts: TemplateParts<D>): MailTemplate {
  return {
    name,
    label: parts.label,
    async render(params, db) {
      const data = await parts.load(params, db);
      return data ? parts.build(data) : null;
    },
    preview: () => parts.build(parts.sample()),
    settled: parts.settled,
  };
}

/** A mail from its subject and blocks (the HTML and the plain-text part alike). */
export function mail(subject: string, blocks: MailBlock[], extra: Partial<RenderedMail> = {}) {
  return { subject, ...renderMail(subject, blocks), ...extra };
}

/** The record id most templates are given. */
export const idOf = (params: MailParams) => Number(params.id);

export const formatLondon = (date: Date) =>
  date.toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "long",
    timeStyle: "short",
  });

/** A token-shaped placeholder for previews; no link made with it works. */
export const SAMPLE_TOKEN = "sample-token-for-the-preview";
export const SAMPLE_DATE = new Date("2026-03-02T09:30:00Z");
