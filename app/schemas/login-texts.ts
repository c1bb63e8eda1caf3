/**
 * The staff login's texts (SPEC.md sections 4, 5 and 8), word for word. Plain constants with no
 * imports, so the login screen can use them without shipping zod to the browser.
 */
export const LOGIN_TEXTS = {
  title: "Admin Login",
  notice: "Access restricted to authorized personnel only",
  emailLabel: "Email",
  passwordLabel: "Password",
  submit: "Login",
  pending: "Signing in...",
  required: "Please enter both email and password",
  /** The only failure message: it never says whether the email exists. */
  failed: "Login failed. Please check your credentials.",
  emailTooLong: "The email address is too long",
  passwordTooLong: "The password is too long",
} as const;

export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
