/**
 * /crm/reauth?returnTo=…: "Confirm it is you" before an export, a subject-access export, an erasure
 * or a staff change (ASVS 3.7.1). The password or a 6-digit code (or a recovery code); then the
 * browser continues to `returnTo`: a page opens; a download goes back to the page that asked,
 * which starts the file as it opens (decision 041), so nobody is left on this page with the
 * password still typed in; a change whose form post was refused is made now, and the admin lands
 * where it leads (../../server/reauth-replay.server.ts). Already confirmed within
 * REAUTH_MINUTES, it continues at once. Only
 * admins reach what needs it: a member is refused here, in the CRM frame, before any password.
 * A plain form post, with or without JavaScript.
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { data, href, redirect } from "react-router";
import { redirectWithToast } from "~/utils/toast.server";
import { SITE } from "~/config/site";
import * as styles from "~/components/sign-in/sign-in.css";
import * as forms from "~/components/forms/forms.css";
import { crmPageTitle } from "~/components/crm/texts";
import { REAUTH_TEXTS } from "~/components/sign-in/texts";
import { markReauthenticated } from "~/models/session.server";
import { reauthenticate } from "~/models/sign-in.server";
import {
  ADMINS_ONLY_MESSAGE,
  type StaffSession,
  recentlyAuthenticated,
  signedInStaff,
} from "~/server/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { clientAddressContext, dispatchContext } from "~/utils/request-context";
import { forgetKeptPost, keptPost, replayRequest } from "~/server/reauth-replay.server";
import {
  CHANGE_KEPT_PARAM,
  downloadPage,
  isDownloadAddress,
  pageAddress,
  withDownload,
} from "~/utils/reauth-href";
import { safeRedirect } from "~/utils/safe-redirect";
import type { CrmRouteHandle } from "./layout";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/reauth";

export const handle: CrmRouteHandle = { ownPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(REAUTH_TEXTS.title), loaderData?.invalid);

/** Where to continue: a path on this site; a data address (an older link's) is its page's. */
const target = (request: Request) =>
  pageAddress(safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/crm"));

/** Everything behind this page is an admin's (the recent-auth groups sit in the admin-only ones). */
function adminOnly(staff: StaffSession) {
  if (staff.role !== "admin") throw data(ADMINS_ONLY_MESSAGE, { status: 403 });
}

/** The form post kept for `returnTo`, when this is the address its refusal sent the browser to. */
function changeKept(request: Request, staff: StaffSession, returnTo: string) {
  if (!new URL(request.url).searchParams.has(CHANGE_KEPT_PARAM)) return null;
  return keptPost(request, returnTo, staff.sessionId);
}

/**
 * The refused form post for `returnTo`, made now through the app as the admin's browser would
 * have: its own answer when that is a redirect (where the change leads, with its toast); null
 * when none was kept, or when it answered with a page of its own (a refusal, a form with errors),
 * which the admin then sees by returning to the page.
 */
async function makeKeptChange(
  request: Request,
  context: Route.ActionArgs["context"],
  staff: StaffSession,
  returnTo: string,
): Promise<Response | null> {
  const dispatch = context.get(dispatchContext);
  const kept = dispatch ? await changeKept(request, staff, returnTo) : null;
  if (!dispatch || !kept) return null;
  const answer = await dispatch(replayRequest(request, returnTo, kept.body));
  if (answer.status < 300 || answer.status >= 400 || !answer.headers.has("Location")) return null;
  const headers = new Headers(answer.headers);
  headers.append("Set-Cookie", await forgetKeptPost());
  return new Response(null, { status: answer.status, headers });
}

/** Where the browser goes once confirmed: the page itself, or for a download the page that asked. */
function continueTo(request: Request, from: unknown) {
  const returnTo = target(request);
  if (!isDownloadAddress(returnTo)) return redirect(returnTo);
  const page = safeRedirect(from, downloadPage(returnTo, null), "/crm");
  return redirectWithToast(withDownload(page, returnTo), { title: REAUTH_TEXTS.downloading });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  adminOnly(staff);
  const returnTo = target(request);
  const from = isDownloadAddress(returnTo)
    ? downloadPage(returnTo, request.headers.get("Referer"))
    : null;
  // Confirmed a moment ago: straight on (a download arrives while its page stays open).
  if (recentlyAuthenticated(staff)) throw redirect(returnTo);
  const kept = Boolean(await changeKept(request, staff, returnTo));
  return { email: staff.email, from, kept, invalid: answeredInvalid(context) };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  adminOnly(staff);
  const form = await readFormData(request);
  const secret = typeof form.get("secret") === "string" ? String(form.get("secret")) : "";
  const outcome = await reauthenticate({ id: staff.userId, email: staff.email }, secret, {
    clientAddress: context.get(clientAddressContext),
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.status !== "ok")
    return data({ error: outcome.message }, { status: outcome.status === "throttled" ? 429 : 401 });
  await markReauthenticated(staff.sessionId);
  return (
    (await makeKeptChange(request, context, staff, target(request))) ??
    continueTo(request, form.get("from"))
  );
});

export default function Reauth({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.siteName}>{SITE.name}</p>
        <h1 className={styles.title}>{REAUTH_TEXTS.title}</h1>
        <p className={styles.notice}>
          {REAUTH_TEXTS.signedInAs} <strong>{loaderData.email}</strong>. {REAUTH_TEXTS.intro}
        </p>
        {loaderData.kept ? <p className={styles.notice}>{REAUTH_TEXTS.changeKept}</p> : null}
        {actionData?.error ? (
          <p role="alert" className={forms.error}>
            {actionData.error}
          </p>
        ) : null}
        <form method="post">
          {loaderData.from ? <input type="hidden" name="from" value={loaderData.from} /> : null}
          <div className={forms.field}>
            <label htmlFor="secret" className={forms.label}>
              {REAUTH_TEXTS.secret}
            </label>
            <input
              id="secret"
              name="secret"
              type="password"
              autoComplete="current-password"
              required
              className={forms.control}
              // The page's one task: confirm with the password or a code.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          <button type="submit" className={`${forms.submit} ${styles.submit}`}>
            {REAUTH_TEXTS.submit}
          </button>
        </form>
        <a href={loaderData.from ?? href("/crm")} className={styles.back}>
          {REAUTH_TEXTS.cancel}
        </a>
      </div>
    </main>
  );
}
