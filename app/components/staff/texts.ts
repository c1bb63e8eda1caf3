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
} as const;
