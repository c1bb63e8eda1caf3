/** The CRM Mail page: the outbox's states in plain words, and its URL's filter. */
import { z } from "zod";

export const MAIL_STATUSES = ["queued", "sent", "failed", "cancelled"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What staff read for each state (the list and its filter). */
export const MAIL_STATUS_TEXTS: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed — will not retry",
  cancelled: "Cancelled — its record was deleted",
};

export const MAIL_PAGE_SIZE = 25;

/** ?state=…&page=… ; anything else is the unfiltered first page (a bad URL is never an error). */
export const mailListQuerySchema = z.object({
  state: z.enum(MAIL_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailRetrySchema = z.object({ id: z.coerce.number().int().positive() });
