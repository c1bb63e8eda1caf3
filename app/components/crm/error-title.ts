/**
 * What a CRM error is called and why, apart from the page that draws it: the root imports this
 * (for every address) and loads the CRM frame's error page only when a CRM address fails.
 */
import { isRouteErrorResponse } from "react-router";
import { describeRouteError } from "~/components/shell/not-found-content";
import { CRM_TEXTS, crmPageTitle } from "./texts";

export function crmErrorTitle(status: number, message?: string): string {
  if (status === 404) return CRM_TEXTS.notFound.title;
  return isRefusal(status, message) ? CRM_TEXTS.error.refusedTitle : CRM_TEXTS.error.title;
}

export const isRefusal = (status: number, message?: string) =>
  status >= 400 && status < 500 && Boolean(message);

/**
 * A refusal thrown by a route group's middleware (a member at an admin page). Middleware runs
 * before every loader, so React Router draws it with the root's boundary and no loader data: the
 * refusal carries its reason and who was refused, to draw the CRM frame all the same.
 */
export interface CrmRefusal {
  crmRefusal: { message: string; email: string };
}

export function refusalOf(error: unknown): CrmRefusal["crmRefusal"] | null {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object") return null;
  const refusal = (error.data as Partial<CrmRefusal>).crmRefusal;
  return refusal && typeof refusal.message === "string" && typeof refusal.email === "string"
    ? refusal
    : null;
}

/** The status and reason of an error on a CRM address, whichever boundary draws it. */
export function describeCrmError(error: unknown): { status: number; message?: string } {
  const refusal = refusalOf(error);
  return refusal && isRouteErrorResponse(error)
    ? { status: error.status, message: refusal.message }
    : describeRouteError(error);
}

/** The page title of a CRM error ("We could not accept that request | CRM | …"). */
export const crmErrorPageTitle = (error: unknown) => {
  const { status, message } = describeCrmError(error);
  return crmPageTitle(crmErrorTitle(status, message));
};
