/** The security notices a staff member gets about their own account, in words. */
export type StaffNotice =
  "second-factor-enrolled" | "second-factor-reset" | "recovery-code-used" | "password-changed";

export const STAFF_NOTICE_TEXTS: Record<StaffNotice, { subject: string; body: string }> = {
  "second-factor-enrolled": {
    subject: "Second factor turned on for your CRM account",
    body: "An authenticator app was set up as the second factor of your CRM account.",
  },
  "second-factor-reset": {
    subject: "The second factor of your CRM account was reset",
    body: "An admin reset the second factor of your CRM account: you will set up an authenticator app again at your next sign-in.",
  },
  "recovery-code-used": {
    subject: "A recovery code was used to sign in to your CRM account",
    body: "Someone signed in to your CRM account with one of your recovery codes. That code cannot be used again.",
  },
  "password-changed": {
    subject: "The password of your CRM account was changed",
    body: "The password of your CRM account was changed, and your other sessions were signed out.",
  },
};
