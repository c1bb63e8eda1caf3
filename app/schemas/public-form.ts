/**
 * What the public forms' browser side and server side agree on (no zod here, so the page
 * bundle stays small): the marker of an enhanced post, the shape of the page action's answer,
 * and how a message names a minimum length.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { MetaDescriptor } from "react-router";
import type { SentItem } from "./toast";

/** Name of the hidden field that tells the action the post came from the enhanced (JS) form. */
export const ENHANCED_FIELD = "enhanced";

/** What the forms' page actions answer (JSON with JavaScript; the re-rendered page without). */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  /** True when the submission was accepted (stored, or quietly dropped as spam). */
  ok?: boolean;
  /** After success: what was sent, for the confirmation panel. */
  sent?: SentItem[];
}

/** SPEC.md's message first, then the limit it stands for, so the visitor knows what is enough. */
export function withMinimum(message: string, min: number): string {
  return `${message} (at least ${min} characters)`;
}

/** A page that shows errors says so first in its title (WCAG 3.3.1; GOV.UK's pattern). */
export const ERROR_TITLE_PREFIX = "Error: ";

/** A route's meta with the error prefix on its title when the page shows a form's errors. */
export function withErrorTitle(meta: MetaDescriptor[], invalid: boolean): MetaDescriptor[] {
  if (!invalid) return meta;
  return meta.map((tag) =>
    "title" in tag && typeof tag.title === "string"
      ? { title: ERROR_TITLE_PREFIX + tag.title }
      : tag,
  );
}

/**
 * The id of a form's status area (its error summary and failure message, or its confirmation
 * panel): where a post without JavaScript lands, so the answer is the first thing on screen.
 */
export function formStatusId(formId: string): string {
  return `${formId}-status`;
}

/** The field a form posted from any page sends: where to come back to (checked by safeRedirect). */
export const RETURN_TO_FIELD = "returnTo";

/**
 * Hidden fields every public form sends about where the visitor came from: the landing page
 * (path and campaign parameters) and the referring site's host (app/models/lead-source-rules.server.ts reads them).
 */
export const SOURCE_FIELDS = { landing: "srcLanding", referrer: "srcReferrer" } as const;
