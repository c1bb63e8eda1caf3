/**
 * An unsubscribe link's token, whichever list it belongs to (each list has its own tokens): the
 * newsletter's, else DentalIQ news's (docs/decisions/080).
 */
import type { CampaignAudience } from "~/schemas/campaign";
import { findDentaliqByToken, unsubscribeDentaliqByToken } from "./dentaliq-news.server";
import { findByToken, subscriptionStatus, unsubscribeByToken } from "./newsletter.server";

/** The token's list and address, and whether that list still mails it; undefined: no such token. */
export async function findUnsubscribeLink(
  token: string,
): Promise<{ list: CampaignAudience; email: string; stopped: boolean } | undefined> {
  const newsletter = await findByToken(token);
  if (newsletter)
    return {
      list: "newsletter",
      email: newsletter.email,
      stopped: subscriptionStatus(newsletter) === "unsubscribed",
    };
  const dentaliq = await findDentaliqByToken(token);
  if (dentaliq) return { list: "dentaliq", email: dentaliq.email, stopped: !dentaliq.subscribed };
  return undefined;
}

/** Unsubscribes the token's address from its list, recorded naming the campaign when given and how. */
export async function unsubscribeByLink(
  token: string,
  campaignId?: number,
  oneClick = false,
): Promise<{ list: CampaignAudience; outcome: "unsubscribed" | "already" } | undefined> {
  const newsletter = await unsubscribeByToken(token, campaignId, oneClick);
  if (newsletter !== "invalid") return { list: "newsletter", outcome: newsletter };
  const dentaliq = await unsubscribeDentaliqByToken(token, campaignId, oneClick);
  if (dentaliq !== "invalid") return { list: "dentaliq", outcome: dentaliq };
  return undefined;
}
