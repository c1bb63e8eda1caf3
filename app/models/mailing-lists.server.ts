/**
 * The two mailing lists a campaign can go to (docs/decisions/080): newsletter subscribers and
 * DentalIQ news. Both tables have the same sending columns (subscribed, unsubscribe token, bounce
 * state), so sending, bounces and withdrawals act on either through this one map.
 */
import { dentaliqSubscribers, newsletterSubscriptions } from "@db/schema";
import type { CampaignAudience } from "~/schemas/campaign";

export const MAILING_LISTS = {
  newsletter: {
    table: newsletterSubscriptions,
    purpose: "newsletter",
    entityType: "newsletter-subscription",
    name: "newsletter",
  },
  dentaliq: {
    table: dentaliqSubscribers,
    purpose: "dentaliq-updates",
    entityType: "dentaliq-subscriber",
    name: "DentalIQ news",
  },
} as const satisfies Record<CampaignAudience, unknown>;

export type MailingList = (typeof MAILING_LISTS)[CampaignAudience];

/** Unsubscribe tokens are base64url (or the migration's hex): anything else, e.g. a NUL, matches none. */
export const couldBeToken = (token: string) => /^[A-Za-z0-9_-]{1,200}$/.test(token);
