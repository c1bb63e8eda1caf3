/** The bounce webhook's JSON body (POST /api/mail/bounces; docs/decisions/074). */
import { z } from "zod";

export const BOUNCE_TYPES = ["hard", "soft", "complaint"] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];

/**
 * Why a subscription is Bouncing, kept as a code beside the mail server's or provider's own words
 * (`bounce_kind`, `bounce_reason`); the page words it (components/leads/texts.ts): `refused`, the
 * mail server answered 5xx when a campaign was sent; `hard`, the provider reported a hard bounce;
 * `soft`, soft bounces from SOFT_BOUNCE_LIMIT campaigns in a row.
 */
export const BOUNCE_KINDS = ["refused", "hard", "soft"] as const;
export type BounceKind = (typeof BOUNCE_KINDS)[number];

/** Soft bounces from this many campaigns in a row make the subscriber Bouncing. */
export const SOFT_BOUNCE_LIMIT = 3;

export const bounceReportSchema = z.strictObject({
  email: z.email({ error: "expected the address the mail was sent to" }).max(254),
  type: z.enum(BOUNCE_TYPES, { error: `expected one of ${BOUNCE_TYPES.join(", ")}` }),
  /** The provider's words (an SMTP answer or a diagnostic), kept with the subscription. */
  reason: z.string().trim().max(300, { error: "at most 300 characters" }).optional(),
});
export type BounceReport = z.infer<typeof bounceReportSchema>;
