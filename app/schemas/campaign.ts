/** A campaign draft: the compose form (Conform in the browser, the action on the server). */
import { z } from "zod";
import { CAMPAIGN_TEXTS, type CampaignStateName } from "~/components/campaigns/texts";

const m = CAMPAIGN_TEXTS.messages;

/** Newsletter subscribers, or the DentalIQ registrants who ticked "DentalIQ news". */
export const CAMPAIGN_AUDIENCES = ["newsletter", "dentaliq"] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

/** A campaign's states (the list lives with their words). */
export type CampaignState = CampaignStateName;

/**
 * The one rule of which states each change may start from (decision 092), read by the model (in
 * the transaction that makes the change), the pages, the API and the buttons they show. Staff
 * send only a draft: a scheduled campaign goes back to draft first, and its own schedule's job
 * starts it at its time ("start").
 */
export const CAMPAIGN_CHANGES_FROM = {
  edit: ["draft"],
  delete: ["draft"],
  send: ["draft"],
  schedule: ["draft"],
  start: ["scheduled"],
  unschedule: ["scheduled"],
  pause: ["sending"],
  resume: ["paused"],
  cancel: ["draft", "scheduled", "sending", "paused"],
  retry: ["sent"],
} as const satisfies Record<string, readonly CampaignState[]>;
export type CampaignChange = keyof typeof CAMPAIGN_CHANGES_FROM;

/** Whether a campaign in `state` may undergo `change`. */
export const campaignMay = (change: CampaignChange, state: string): boolean =>
  (CAMPAIGN_CHANGES_FROM[change] as readonly string[]).includes(state);

export const campaignFormSchema = z.object({
  subject: z
    .string({ error: m.subject })
    .trim()
    .min(1, { error: m.subject })
    .max(150, { error: m.subject })
    // A line break would end the mail's Subject header: refused in words, never folded.
    .refine((v) => !/[\r\n]/.test(v), { error: m.subjectOneLine }),
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
