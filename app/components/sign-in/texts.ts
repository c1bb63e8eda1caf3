/**
 * The sign-in's words: the staff login (SPEC.md sections 4, 5 and 8, word for word), the second
 * factor, joining by invitation and confirming it is you. Plain data, no imports: the screens use
 * them without shipping zod to the browser, and the schemas take their messages from here.
 */
export const LOGIN_TEXTS = {
  /** The spec's heading (SPEC.md section 4), kept; the next line says who signs in (decision 042). */
  title: "Admin Login",
  /** The spec's notice in British spelling, as the rest of the site (decision 042). */
  notice: "Access restricted to authorised personnel only",
  everyone: "Every CRM account signs in here, admins and members alike.",
  /** The browser came back with a session that had ended (signed out elsewhere, or timed out). */
  ended:
    "You were signed out: this session was ended from another device or by an admin, or it timed out. Sign in again to continue.",
  emailLabel: "Email",
  passwordLabel: "Password",
  submit: "Login",
  pending: "Signing in...",
  required: "Please enter both email and password",
  /** The only failure message: it never says whether the email exists. */
  failed: "Login failed. Please check your credentials.",
  emailTooLong: "The email address is too long",
  passwordTooLong: "The password is too long",
  backToWebsite: "Back to the website",
} as const;

export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** The second factor: the sign-in's second step, the enrolment, the API's answers. */
export const SECOND_FACTOR_TEXTS = {
  stepTitle: "Enter your code",
  signingInAs: "Signing in as",
  stepIntro:
    "Open the authenticator app on your phone and enter the 6-digit code it shows for this CRM.",
  codeLabel: "6-digit code or a recovery code",
  codeHint: "A recovery code looks like abcde-fghij. Each one works once.",
  submit: "Continue",
  pending: "Checking...",
  cancel: "Cancel and sign out",
  required: "Please enter the code from your authenticator app",
  wrong: "That code did not work. Check the time on your phone and try the newest code.",
  replayed:
    "That code has already been used. Wait for your app to show a new code, then enter that one.",
  apiRequired: "Enter the 6-digit code from your authenticator app as code",
  apiEnrolFirst:
    "This account has no second factor yet: sign in at /crm in a browser to set one up first.",
  enrolTitle: "Set up your second factor",
  enrolFor: "For",
  enrolIntro:
    "Every CRM account signs in with a password and a code from an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password). Until this is done, the CRM shows nothing else.",
  enrolScan: "1. Scan this QR code with the app",
  enrolQrAlt: "QR code holding the set-up key below, for your authenticator app",
  enrolKey: "Or type this set-up key into the app (time-based, 6 digits, 30 seconds):",
  enrolConfirm: "2. Enter the 6-digit code the app now shows",
  enrolSubmit: "Turn on the second factor",
  enrolWrong: "That code does not match. Enter the newest code the app shows for this account.",
  codesTitle: "Your recovery codes",
  codesIntro:
    "If you lose your phone, each of these codes signs you in once instead of the app's code. Save them somewhere safe (a password manager, or print them) now: they are shown only this once.",
  codesContinue: "I have saved them: continue to the CRM",
  enrolCodeLabel: "6-digit code",
} as const;

export function tooManyCodeAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong codes for this account. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** /crm/join: an invited colleague sets a password. */
export const JOIN_TEXTS = {
  title: "Join the CRM",
  for: "For",
  intro:
    "Choose a password of at least 12 characters (a few unrelated words make a good one); then you will set up the second factor.",
  password: "New password",
  repeat: "The same password again",
  submit: "Set password",
  gone: "This invitation link is not valid: it was used already, or it is more than 48 hours old. Ask an admin for a new one.",
  differ: "The two passwords differ.",
  revoked:
    "This invitation was withdrawn by an admin, so its link no longer works. If you still need an account, ask an admin to invite you again.",
  required: "Enter a new password of at least 12 characters.",
  repeatRequired: "Enter the same password again.",
} as const;

/** /crm/reauth: the password or a code again before a sensitive step. */
export const REAUTH_TEXTS = {
  title: "Confirm it is you",
  signedInAs: "Signed in as",
  intro:
    "Exports, subject access, erasure, staff changes, sending a campaign, lead imports and backups ask for your password or a code again.",
  secret: "Your password or a 6-digit code",
  submit: "Confirm and continue",
  cancel: "Cancel",
  /** A change whose form was refused for want of a recent password: made once confirmed. */
  changeKept: "Your change is kept: it is made as soon as you confirm.",
  /** Back on the page that asked, as its file starts to download. */
  downloading: "Confirmed: your download has started",
} as const;

/** The toasts of signing in and out. */
export const SIGNED_IN_TEXTS = {
  signedIn: "Signed in",
  welcomeBack: (email: string) => `Welcome back, ${email}.`,
  welcomeBackRecovery: (email: string) =>
    `Welcome back, ${email}. You used a recovery code: it will not work again.`,
  signedOut: "Signed out",
} as const;
