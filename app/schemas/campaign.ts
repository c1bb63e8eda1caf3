/** A campaign draft: the compose form (Conform in the browser, the action on the server). */
import { z } from "zod";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";

const m = CAMPAIGN_TEXTS.messages;

/** Newsletter subscribers, or the DentalIQ registrants who ticked "DentalIQ news". */
export const CAMPAIGN_AUDIENCES = ["newsletter", "dentaliq"] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const campaignFormSchema = z.object({
  subject: z
    .string({ error: m.subject })
    .trim()
    .min(1, { error: m.subject })
    .max(150, { error: m.subject }),
  previewText: z
    .string()
    .trim()
    .max(200, { error: m.previewText })
    .optional()
    .transform((v) => v ?? ""),
  body: z.string({ error: m.body }).trim().min(1, { error: m.body }).max(50_000, { error: m.body }),
  audience: z.enum(CAMPAIGN_AUDIENCES, { error: m.audience }).default("newsletter"),
});
export type CampaignForm = z.output<typeof campaignFormSchema>;

/** The report's ?q=… (part of an email) and nothing else. */
export const recipientQuerySchema = z.object({
  q: z.string().trim().max(254).catch("").default(""),
});
