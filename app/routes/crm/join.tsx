/**
 * /crm/join/:token: an invitee sets a password (12+ characters, not a common one); the account is
 * made, the link spent, and the browser goes straight to the second factor's enrolment. A link
 * that is unknown, used or older than 48 hours says so (410), and one an admin revoked says that.
 * Works without JavaScript.
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { data, href, redirect } from "react-router";
import { SITE } from "~/config/site";
import {
  acceptInvitation,
  findInvitation,
  isRevokedInvitationLink,
  newPasswordProblem,
} from "~/models/staff-admin.server";
import { PENDING_SESSION_TTL_MS, createSession } from "~/models/session.server";
import * as styles from "~/components/sign-in/sign-in.css";
import * as forms from "~/components/forms/forms.css";
import { ErrorSummary } from "~/components/forms/error-summary";
import { crmPageTitle } from "~/components/crm/texts";
import { JOIN_TEXTS } from "~/components/sign-in/texts";
import { readFormData } from "~/utils/form-data.server";
import { clientAddressContext } from "~/utils/request-context";
import { sessionCookieHeader } from "~/utils/session-cookie.server";
import type { CrmRouteHandle } from "./layout";
import { crmMeta } from "~/components/crm/meta";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/join";

export const handle: CrmRouteHandle = { ownPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(JOIN_TEXTS.title), loaderData?.invalid);

/** 410: a link an admin revoked says so; any other dead link, that it is not valid. */
const gone = async (token: string) =>
  data((await isRevokedInvitationLink(token)) ? JOIN_TEXTS.revoked : JOIN_TEXTS.gone, {
    status: 410,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await findInvitation(params.token);
  if (!invitation) throw await gone(params.token);
  return { email: invitation.email, invalid: answeredInvalid(context) };
}

type JoinField = "password" | "repeat";

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const form = await readFormData(request);
  const password = typeof form.get("password") === "string" ? String(form.get("password")) : "";
  const repeat = typeof form.get("repeat") === "string" ? String(form.get("repeat")) : "";
  // Checked here, never by the browser's bubbles: the page answers with its error summary like
  // every other form, with or without JavaScript.
  const invalid = (field: JoinField, error: string) => data({ field, error }, { status: 400 });
  if (!password) return invalid("password", JOIN_TEXTS.required);
  const problem = newPasswordProblem(password);
  if (problem) return invalid("password", problem);
  if (!repeat) return invalid("repeat", JOIN_TEXTS.repeatRequired);
  if (password !== repeat) return invalid("repeat", JOIN_TEXTS.differ);
  let user;
  try {
    user = await acceptInvitation(params.token, password);
  } catch (error) {
    return replyToDomainError(error, {
      refuse: (message, status) =>
        data({ field: "password" as JoinField, error: message }, { status }),
    });
  }
  if (!user) throw await gone(params.token);
  // Signed in with the password just set: the enrolment comes next, and nothing else.
  const session = await createSession(user.id, {
    ttlMs: PENDING_SESSION_TTL_MS,
    ipAddress: context.get(clientAddressContext),
    userAgent: request.headers.get("User-Agent"),
  });
  return redirect(href("/crm/enrol"), {
    headers: { "Set-Cookie": await sessionCookieHeader(session.id, session.expiresAt) },
  });
});

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.siteName}>{SITE.name}</p>
        <h1 className={styles.title}>{JOIN_TEXTS.title}</h1>
        <p className={styles.notice}>
          {JOIN_TEXTS.for} <strong>{loaderData.email}</strong>. {JOIN_TEXTS.intro}
        </p>
        <ErrorSummary
          items={actionData?.error ? [{ id: actionData.field, message: actionData.error }] : []}
        />
        <form method="post" noValidate>
          <PasswordField
            id="password"
            label={JOIN_TEXTS.password}
            error={actionData?.field === "password" ? actionData.error : undefined}
          />
          <PasswordField
            id="repeat"
            label={JOIN_TEXTS.repeat}
            error={actionData?.field === "repeat" ? actionData.error : undefined}
          />
          <button type="submit" className={`${forms.submit} ${styles.submit}`}>
            {JOIN_TEXTS.submit}
          </button>
        </form>
      </div>
    </main>
  );
}

/** A new password's field: its label, and its error under it, tied to it, after a refused post. */
function PasswordField({ id, label, error }: { id: JoinField; label: string; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      {error ? (
        <p id={errorId} className={forms.error}>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type="password"
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={forms.control}
      />
    </div>
  );
}
