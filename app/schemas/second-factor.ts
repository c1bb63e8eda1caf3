/** The second step's and the enrolment's one field: a 6-digit code (or, at sign-in, a recovery code). */
import { z } from "zod";
import { SECOND_FACTOR_TEXTS } from "~/components/sign-in/texts";
import { text } from "./safe-text";

export { SECOND_FACTOR_TEXTS, tooManyCodeAttemptsMessage } from "~/components/sign-in/texts";

export const codeSchema = z.object({
  code: text({ error: SECOND_FACTOR_TEXTS.required })
    .trim()
    .min(1, SECOND_FACTOR_TEXTS.required)
    .max(32, SECOND_FACTOR_TEXTS.wrong),
});
