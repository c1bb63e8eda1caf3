/**
 * The links a mail carries, on the site's public address (PUBLIC_URL). Paths come from
 * React Router's `href()`, so a link can only name a route that routes.ts declares; query strings
 * and fragments are appended here (href builds the path only).
 */
import { href } from "react-router";
import { env } from "~/config/env.server";

/** This site's public address, without a trailing slash (PUBLIC_URL, else the local server). */
export function publicUrl(): string {
  return (env().PUBLIC_URL ?? `http://localhost:${env().PORT}`).replace(/\/+$/, "");
}

const withToken = (path: string, token: string, origin: string) =>
  `${origin}${path}?token=${encodeURIComponent(token)}`;

/** The link that confirms a pending newsletter sign-up. */
export const confirmUrl = (token: string, origin = publicUrl()) =>
  withToken(href("/newsletter/confirm"), token, origin);

/** The link that unsubscribes this token's newsletter subscription (also the one-click POST). */
export const unsubscribeUrl = (token: string, origin = publicUrl()) =>
  withToken(href("/newsletter/unsubscribe"), token, origin);

/** The page an invited colleague opens to set a password. */
export const invitationUrl = (token: string) =>
  `${publicUrl()}${href("/crm/join/:token", { token })}`;

export const crmUrl = () => `${publicUrl()}${href("/crm")}`;

/** "Your sessions" in the CRM, optionally at one of its sections. */
export const sessionsUrl = (fragment?: string) =>
  `${publicUrl()}${href("/crm/sessions")}${fragment ? `#${fragment}` : ""}`;

export const leadUrl = (leadId: number) =>
  `${publicUrl()}${href("/crm/leads/:id", { id: String(leadId) })}`;

/** The dashboard tab that lists an enquiry or a registration, at its card. */
export const inboxItemUrl = (item: { kind: "contact" | "registration"; id: number }) =>
  item.kind === "contact"
    ? `${crmUrl()}?tab=contacts#contact-${item.id}-name`
    : `${crmUrl()}?tab=dental#registration-${item.id}-name`;

/** A post's shareable preview (decision 088). */
export const previewLinkUrl = (token: string, origin = publicUrl()) =>
  withToken(href("/preview"), token, origin);
