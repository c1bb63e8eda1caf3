/** The staff pages' words: your sessions, the sign-in history, and the staff admin page. */
import { plural } from "~/utils/plural";

/** /crm/sessions: the browsers signed in to your account, and changing your password. */
export const SESSIONS_TEXTS = {
  title: "Your sessions",
  intro: (idleMinutes: number, maxHours: number) =>
    `Each browser signed in to your account. A session ends after ${idleMinutes} minutes without use and ${maxHours} hours after signing in. If you do not recognise one, sign it out and change your password.`,
  list: "Signed-in browsers",
  thisBrowser: " (this browser)",
  address: "Address",
  notRecorded: "Not recorded",
  signedIn: "Signed in",
  lastActive: "Last active",
  signOut: "Sign out this session",
  signOutOthers: "Sign out all other sessions",
  passwordTitle: "Change your password",
  passwordIntro:
    "At least 12 characters. Every other session of your account ends; this one stays.",
  currentPassword: "Current password",
  newPassword: "New password",
  changePassword: "Change password",
  toast: {
    ended: "Session signed out",
    alreadyEnded: "That session had already ended",
    othersEnded: "Other sessions signed out",
    othersEndedDescription: (count: number) =>
      `${count} ${count === 1 ? "session" : "sessions"} ended.`,
    passwordChanged: "Password changed",
    passwordChangedDescription: "Every other session of your account has ended.",
  },
  passwordLength: (min: number) => `The new password must be ${min} to 1024 characters long.`,
  wrongPassword: "The current password is not right.",
} as const;

/** /crm/sign-ins: the latest sign-ins and failed attempts. */
export const SIGN_INS_TEXTS = {
  title: "Sign-in history",
  everyone: "Sign-in history: everyone",
  yours: "Your sign-in history",
  summary: (count: number) =>
    `The latest ${count} sign-ins and failed attempts. Kept for 12 months.`,
  showYours: "Show only yours",
  showEveryone: "Show everyone's",
  columns: {
    when: "When",
    account: "Account",
    result: "Result",
    address: "Address",
    device: "Device",
  },
  unknownAccount: "Unknown account",
  signedIn: "Signed in: ",
  failed: "Failed: ",
  /** The table's caption and its cells' labels on narrow screens. */
  cells: {
    caption: "Sign-ins, the latest first",
    when: "When",
    account: "Account",
    result: "Result",
    address: "Address",
    device: "Device",
  },
} as const;

/** /crm/staff: invitations and the staff accounts (admins only). */
export const STAFF_TEXTS = {
  title: "Staff",
  handOver: (email: string, leads: number, followUps: number) =>
    `On deactivation, give ${email}'s ${plural(leads, "open lead", "open leads")} and ${plural(followUps, "planned follow-up", "planned follow-ups")} to`,
  nobody: "Nobody (unassigned)",
  deactivate: "Deactivate",
  inviteTitle: "Invite a colleague",
  inviteIntro:
    "They get a link by mail that works once, for 48 hours: they set a password, then an authenticator app as their second factor.",
  inviteEmail: "Colleague's email",
  role: "Role",
  member: "Member",
  admin: "Admin",
  adminRole: "Admin (manages staff, exports, UK GDPR requests)",
  sendInvitation: "Send invitation",
  accounts: "Staff accounts",
  you: " (you)",
  secondFactor: "Second factor",
  setUp: "Set up",
  notSetUp: "Not set up yet",
  state: "State",
  deactivated: "Deactivated",
  active: "Active",
  makeMember: "Make a member",
  makeAdmin: "Make an admin",
  resetSecondFactor: "Reset second factor",
  reactivate: "Reactivate",
  invitationsTitle: "Pending invitations",
  invitationsIntro:
    "Invitations nobody has answered yet. Resend mails a new link for another 48 hours (the old link stops working); Revoke withdraws the invitation. An expired invitation stays here until you resend or revoke it.",
  noInvitations: "No invitation is waiting for an answer.",
  invitedBy: "Invited by",
  sent: "Sent",
  expires: "Expires",
  expired: "Expired",
  expiredOn: "Expired on",
  resend: "Resend",
  revoke: "Revoke",
  /** The words after an invitation's Resend and Revoke for screen readers: which one. */
  of: (email: string) => `the invitation to ${email}`,
  /** The confirmation pages of the changes that cannot simply be undone. */
  confirm: {
    deactivate: {
      title: (email: string) => `Deactivate ${email}?`,
      detail:
        "Their sessions end at once and they cannot sign in until an admin reactivates the account. Their history stays.",
      confirm: "Deactivate",
      cancel: "Keep active",
    },
    "reset-second-factor": {
      title: (email: string) => `Reset the second factor of ${email}?`,
      detail:
        "Their authenticator app and recovery codes stop working and their sessions end; at their next sign-in they set up a second factor again. They are told by mail.",
      confirm: "Reset second factor",
      cancel: "Keep it",
    },
    "revoke-invitation": {
      title: (email: string) => `Revoke the invitation to ${email}?`,
      detail:
        "Its link stops working at once and says the invitation was withdrawn. You can invite the address again later.",
      confirm: "Revoke invitation",
      cancel: "Keep the invitation",
    },
  },
  backToStaff: "Back to Staff",
  toast: {
    role: "Role changed",
    reset: "Second factor reset: they set it up again at their next sign-in",
    deactivate: "Account deactivated: its sessions have ended",
    reactivate: "Account reactivated",
    invited: (email: string) => `Invitation mailed to ${email}`,
    invitedDescription: "Its link works once, for 48 hours. The Mail page shows when it is sent.",
    invitedToFile:
      "Its link works once, for 48 hours. No mail server is set (SMTP_URL): the mail is a file in DATA_DIR/mail-outbox.",
    resent: (email: string) => `Invitation mailed again to ${email}`,
    resentDescription:
      "It has a new link for 48 hours; the link in the earlier mail no longer works.",
    revoked: (email: string) => `Invitation to ${email} revoked: its link no longer works`,
  },
  refused: {
    role: "Choose admin or member.",
    noSuchAccount: "There is no such staff account.",
    own: "Use another admin's account to change your own.",
    handTo: "Choose a colleague from the list, or Unassigned.",
    unknownIntent: "That is not something this page can do.",
    deactivatedAccount: "That account is deactivated: reactivate it first.",
    invitationNotPending:
      "That invitation is no longer pending: it was answered or revoked already.",
  },
} as const;
