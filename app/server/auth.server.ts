/**
 * Who is signed in. The session is read once per request, by the middleware of the route group
 * (app/routes.ts): every /crm page below the login, every /api/crm/* endpoint. Loaders and
 * actions take the staff member from the router context (signedInStaff); a route added to a
 * group is covered without code of its own, and tests/unit/no-session.test.ts proves it for
 * every route of the config ([decision 012](../../docs/decisions/012-session-check-in-middleware.md)).
 */
import {
  type MiddlewareFunction,
  type RouterContextProvider,
  createContext,
  data,
  href,
  redirect,
  redirectDocument,
} from "react-router";
import type { CrmRefusal } from "~/components/crm/error-title";
import { type ActiveSession, findActiveSession } from "~/models/session.server";
import { verifyBearerToken } from "~/models/session-token.server";
import type { StaffRole } from "~/models/staff.server";
import { apiError, unauthorized } from "~/utils/api.server";
import { reauthWindowMs, sessionIdleMs } from "~/server/session-config.server";
import { pageAddress, reauthHref } from "~/utils/reauth-href";
import { getSessionSecret } from "~/utils/secret.server";
import { readSessionId } from "~/utils/session-cookie.server";
import { keepRefusedPost } from "./reauth-replay.server";

export interface StaffSession {
  userId: number;
  email: string;
  role: StaffRole;
  sessionId: string;
  /** When this session last gave the second factor or re-authenticated (unknown: never recent). */
  authenticatedAt?: Date | null;
}

/** A browser past the password but not the second factor (or an account still to enrol). */
export interface PendingSignIn {
  userId: number;
  email: string;
  sessionId: string;
  /** Has a second factor: the next step is the code; otherwise the enrolment. */
  enrolled: boolean;
}

type ReadSession =
  | { kind: "staff"; staff: StaffSession }
  | { kind: "pending"; pending: PendingSignIn }
  /** `ended`: the browser still holds a session cookie whose session is over (see sessionEnded). */
  | { kind: "none"; ended: boolean };

async function readSession(request: Request): Promise<ReadSession> {
  const sessionId = await readSessionId(request);
  const session = sessionId
    ? await findActiveSession(sessionId, new Date(), { idleMs: sessionIdleMs() })
    : undefined;
  if (!session) return { kind: "none", ended: sessionId !== null };
  if (session.mfa && session.enrolled) return { kind: "staff", staff: toStaff(session) };
  return {
    kind: "pending",
    pending: {
      userId: session.userId,
      email: session.email,
      sessionId: session.sessionId,
      enrolled: session.enrolled,
    },
  };
}

const toStaff = (session: ActiveSession): StaffSession => ({
  userId: session.userId,
  email: session.email,
  role: session.role,
  sessionId: session.sessionId,
  authenticatedAt: session.authenticatedAt,
});

/**
 * The signed-in staff member, or null (no cookie, bad signature, revoked or expired session, or
 * a session that has not given the second factor).
 */
export async function getStaff(request: Request): Promise<StaffSession | null> {
  const read = await readSession(request);
  return read.kind === "staff" ? read.staff : null;
}

/** The staff member named by an `Authorization: Bearer <token>` header (from GET /api/auth/status), or null. */
export async function getStaffFromBearer(request: Request): Promise<StaffSession | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) return null;
  const session = await verifyBearerToken(getSessionSecret(), match[1], new Date(), {
    idleMs: sessionIdleMs(),
  });
  return session ? toStaff(session) : null;
}

/** Who is signed in, once the group's middleware has run (null: nobody). */
const staffContext = createContext<StaffSession | null>(null);
/** A pending sign-in (password given, second factor not yet), once the middleware has run. */
const pendingContext = createContext<PendingSignIn | null>(null);

/** A session cookie whose session is over, once the middleware has run. */
const endedContext = createContext<boolean>(false);

/** Every /crm page: reads the session once (the login page and the frame need to know). */
export const readStaffSession: MiddlewareFunction<Response> = async ({ request, context }) => {
  const read = await readSession(request);
  context.set(staffContext, read.kind === "staff" ? read.staff : null);
  context.set(pendingContext, read.kind === "pending" ? read.pending : null);
  context.set(endedContext, read.kind === "none" && read.ended);
};

/**
 * Whether the browser came with a session cookie whose session has ended (signed out from
 * another device or by an admin, idle too long, past its last hour): the login says so, then
 * clears the cookie. A Logout clears the cookie itself, so it never shows this.
 */
export function sessionEnded(context: Readonly<RouterContextProvider>): boolean {
  return context.get(endedContext);
}

/** Where a pending sign-in must go: the second step (at /crm) or the enrolment. */
export const pendingHref = (pending: PendingSignIn) =>
  pending.enrolled ? href("/crm") : href("/crm/enrol");

/**
 * /crm pages below the login (after readStaffSession): signed out, back to the login at /crm;
 * past the password only, to the second step or the enrolment, and nowhere else.
 */
export const staffPagesOnly: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(staffContext)) return;
  const pending = context.get(pendingContext);
  throw redirect(pending ? pendingHref(pending) : href("/crm"));
};

/** The pages a pending sign-in may use too (the enrolment, logout): signed out, back to /crm. */
export const anySessionPagesOnly: MiddlewareFunction<Response> = ({ context }) => {
  if (!context.get(staffContext) && !context.get(pendingContext)) throw redirect(href("/crm"));
};

/** The pending sign-in, or null (signed out, or signed in in full). */
export function pendingSignIn(context: Readonly<RouterContextProvider>): PendingSignIn | null {
  return context.get(pendingContext);
}

/** An API group's admission: the staff member found, or 401 {"message":"Unauthorized"}. */
function admitToApi(context: Readonly<RouterContextProvider>, staff: StaffSession | null) {
  if (!staff) throw unauthorized();
  context.set(staffContext, staff);
}

/** /api/crm/*: the session cookie (second factor given), or 401. */
export const staffApiOnly: MiddlewareFunction<Response> = async ({ request, context }) =>
  admitToApi(context, await getStaff(request));

/** The CSV exports a link or a script downloads: the cookie, else the bearer token; else 401. */
export const staffApiOrBearerOnly: MiddlewareFunction<Response> = async ({ request, context }) =>
  admitToApi(context, (await getStaff(request)) ?? (await getStaffFromBearer(request)));

/** What a member is told when they reach what only admins may do (page and API alike). */
export const ADMINS_ONLY_MESSAGE =
  "Only an admin can do this. Ask one of the CRM's admins if you need it done.";

/**
 * Exports, subject access, erasure, restriction and staff management (app/routes.ts: the
 * admin-only groups, nested in a staff-only group, so the session is already checked): a member
 * gets 403.
 */
export const adminPagesOnly: MiddlewareFunction<Response> = ({ context }) => {
  const staff = context.get(staffContext);
  if (staff?.role === "admin") return;
  // Thrown before any loader: the root's boundary draws it, in the CRM frame from these details.
  const refusal: CrmRefusal = {
    crmRefusal: { message: ADMINS_ONLY_MESSAGE, email: staff?.email ?? "" },
  };
  throw data(refusal, { status: 403 });
};

/**
 * An export's address opened as a page (a link, the address bar), not fetched by a script or an
 * API client: a refusal goes to /crm/reauth, which refuses a member in the CRM frame and asks an
 * admin for the password, never raw JSON in the window. API clients keep their JSON answers.
 */
function pageRefusal(request: Request) {
  if (request.method === "GET" && request.headers.get("Sec-Fetch-Mode") === "navigate")
    throw redirect(reauthHref(pageAddress(request.url)));
}

/** The API's admin-only group: 403 {"message": …} for a member. */
export const adminApiOnly: MiddlewareFunction<Response> = ({ request, context }) => {
  if (context.get(staffContext)?.role === "admin") return;
  pageRefusal(request);
  throw apiError(403, ADMINS_ONLY_MESSAGE);
};

/** Whether the staff member gave their password or a code within the re-authentication window. */
export function recentlyAuthenticated(staff: StaffSession, now = Date.now()): boolean {
  return Boolean(staff.authenticatedAt && now - staff.authenticatedAt.getTime() < reauthWindowMs());
}

/**
 * Exports, subject access, erasure and staff changes (the recent-auth groups in app/routes.ts,
 * inside the admin-only ones): without a password or code in the last REAUTH_MINUTES, a page
 * sends the person to /crm/reauth, which continues to the page afterwards; a refused form post is
 * kept and made once confirmed (./reauth-replay.server.ts). The page's own address, never React
 * Router's data address of a client-side navigation (`….data?_routes=…`): the browser opens it as
 * a document after the password. On a data request React Router turns the thrown redirect into a
 * client-side one.
 */
export const recentAuthPagesOnly: MiddlewareFunction<Response> = async ({ request, context }) => {
  const staff = context.get(staffContext);
  if (staff && recentlyAuthenticated(staff)) return;
  const page = pageAddress(request.url);
  const kept = staff ? await keepRefusedPost(request, page, staff.sessionId) : null;
  if (!kept) throw redirect(reauthHref(page));
  // A whole document, also after a script's post: the kept post's cookie is /crm/reauth's alone,
  // never sent with the data request of a client-side navigation (/crm/reauth.data).
  throw redirectDocument(reauthHref(page, { changeKept: true }), {
    headers: { "Set-Cookie": kept },
  });
};

export const REAUTH_MESSAGE =
  "Confirm it is you first: enter your password or a code at /crm/reauth (or sign in again).";

/** The API's recent-auth group: 403 {"reauthRequired": true, "message"}. */
export const recentAuthApiOnly: MiddlewareFunction<Response> = ({ request, context }) => {
  const staff = context.get(staffContext);
  if (staff && recentlyAuthenticated(staff)) return;
  pageRefusal(request);
  throw Response.json({ reauthRequired: true, message: REAUTH_MESSAGE }, { status: 403 });
};

/** The signed-in staff member or null, as the middleware found it (the login page, the frame). */
export function staffOrNull(context: Readonly<RouterContextProvider>): StaffSession | null {
  return context.get(staffContext);
}

/**
 * The signed-in staff member of a route in a staff-only group. A route outside every such group
 * has no staff member: that is a mistake in app/routes.ts, never a visitor's doing.
 */
export function signedInStaff(context: Readonly<RouterContextProvider>): StaffSession {
  const staff = context.get(staffContext);
  if (!staff) throw new Error("signedInStaff: the route is outside the staff-only route groups");
  return staff;
}
