/**
 * The merge preview's sentences. Each lead is named so that the two can be told apart: by name
 * when the names differ, by name and email when they are the same (a duplicate usually is), and
 * as "this lead" / "the other lead" when even the emails match. Counts of nothing are left out.
 */
import { listOf, plural } from "~/utils/plural";
import type { MergeView } from "./types";
import { fullName } from "./types";

type Named = { firstName: string; lastName: string; email: string };
type Moves = NonNullable<MergeView["preview"]>["moves"];

const folded = (text: string) => text.trim().toLowerCase();

/** How the preview names the kept lead and the other one. */
export function mergeNames(keep: Named, other: Named): { keep: string; other: string } {
  const keepName = fullName(keep);
  const otherName = fullName(other);
  if (folded(keepName) !== folded(otherName)) return { keep: keepName, other: otherName };
  if (folded(keep.email) !== folded(other.email))
    return { keep: `${keepName} (${keep.email})`, other: `${otherName} (${other.email})` };
  return { keep: `${keepName} (this lead)`, other: `${otherName} (the other lead)` };
}

/** The hint beside each side's value in a field's choice: short, yet telling the two apart. */
export function mergeOptionHints(keep: Named, other: Named): { keep: string; other: string } {
  const keepName = fullName(keep);
  const otherName = fullName(other);
  if (folded(keepName) !== folded(otherName))
    return { keep: `${keepName}, this lead`, other: otherName };
  if (folded(keep.email) !== folded(other.email))
    return { keep: `${keep.email}, this lead`, other: other.email };
  return { keep: "this lead", other: "the other lead" };
}

/** What moves from the other lead to the kept one, in one sentence. */
export function mergeMovesText(moves: Moves, names: { keep: string; other: string }): string {
  const moving = [
    moves.activities ? plural(moves.activities, "activity", "activities") : "",
    moves.contactSubmissions
      ? plural(moves.contactSubmissions, "contact form", "contact forms")
      : "",
    moves.dentalRegistrations
      ? plural(moves.dentalRegistrations, "DentalIQ registration", "DentalIQ registrations")
      : "",
  ].filter(Boolean);
  const total = moves.activities + moves.contactSubmissions + moves.dentalRegistrations;
  if (moving.length === 0)
    return `The history of ${names.other} moves to ${names.keep} (there are no activities, contact forms or DentalIQ registrations to move).`;
  return `${listOf(moving)} ${total === 1 ? "moves" : "move"} from ${names.other} to ${names.keep}, with the history of ${names.other}.`;
}

/** What happens to the other lead's page. */
export const mergePageText = (names: { keep: string; other: string }) =>
  `The page of ${names.other} is removed; its address leads to the page of ${names.keep}.`;
