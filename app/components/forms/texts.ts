/** Words every public form shares, used by the schemas' building blocks (app/schemas/form-fields.ts). */
export const FORM_TEXTS = {
  /** An empty email field asks for the address; the form's own message says when it is not valid. */
  emailMissing: "Enter your email address",
} as const;
