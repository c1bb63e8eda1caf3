/** The staff login form, shared by the /crm page action and POST /api/auth/login. */
import { z } from "zod";
import { LOGIN_TEXTS } from "~/components/sign-in/texts";
import { text } from "./safe-text";

export { LOGIN_TEXTS, tooManyLoginAttemptsMessage } from "~/components/sign-in/texts";

// Missing, empty and whitespace-only all get the spec's one message (Conform sends "" as undefined).
export const loginSchema = z.object({
  email: text({ error: LOGIN_TEXTS.required })
    .trim()
    .min(1, LOGIN_TEXTS.required)
    .max(320, LOGIN_TEXTS.emailTooLong),
  // Not trimmed: spaces can be part of a password. The cap keeps hashing cheap for junk input.
  password: text({ error: LOGIN_TEXTS.required })
    .refine((value) => value.trim().length > 0, LOGIN_TEXTS.required)
    .refine((value) => value.length <= 1024, LOGIN_TEXTS.passwordTooLong),
});

export type LoginInput = z.infer<typeof loginSchema>;
