/** The bounce webhook's JSON body (POST /api/mail/bounces; docs/decisions/074). */
import { z } from "zod";
import { BOUNCE_REASON_TEXTS } from "~/components/leads/texts";

/** The words a bounce is kept with (the model writes them; they live with the page's). */
export { BOUNCE_REASON_TEXTS };

export const BOUNCE_TYPES = ["hard", "soft", "complaint"] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];

export const bounceReportSchema = z.strictObject({
  email: z.email({ error: "expected the address the mail was sent to" }).max(254),
  type: z.enum(BOUNCE_TYPES, { error: `expected one of ${BOUNCE_TYPES.join(", ")}` }),
  /** The provider's words (an SMTP answer or a diagnostic), kept with the subscription. */
  reason: z.string().trim().max(300, { error: "at most 300 characters" }).optional(),
});
export type BounceReport = z.infer<typeof bounceReportSchema>;
