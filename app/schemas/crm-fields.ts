/**
 * Small zod building blocks shared by the CRM schemas. Form posts (Conform) send strings and
 * drop empty fields; JSON clients may send numbers, null or "". Both end up the same here.
 */
import { z } from "zod";
import { text } from "./safe-text";

/** "" and null mean "not given". */
export const blankToUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "")
    ? undefined
    : value;

/** An optional trimmed string of at most `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, text().trim().max(max, tooLong).optional());

/** Numbers from forms arrive as strings: "12" → 12; anything else stays as it is (and fails). */
export const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};
