/**
 * /crm: the login screen when signed out, the second step (the code) after the password, the CRM
 * dashboard inside its frame when signed in. An account without a second factor is sent to the
 * enrolment. The CRM layout's middleware has read the session (app/server/auth.server.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { Dashboard } from "~/components/leads/dashboard";
import { LoginForm } from "~/components/sign-in/login-form";
import { SecondStepForm } from "~/components/sign-in/second-factor";
import { SITE } from "~/config/site";
import { LOGIN_TEXTS, loginSchema } from "~/schemas/login";
import { SECOND_FACTOR_TEXTS, codeSchema } from "~/schemas/second-factor";
import { type PendingSignIn, pendingSignIn, sessionEnded, staffOrNull } from "~/server/auth.server";
import { clearSessionCookieHeader } from "~/utils/session-cookie.server";
import { sessionTtlMs } from "~/server/session-config.server";
import { loginLimits } from "~/server/rate-limits.server";
import { clientAddressContext } from "~/utils/request-context";
import { completeSecondStep, logIn } from "~/models/sign-in.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/index";
import { loadDashboard } from "~/server/crm-dashboard.server";
import { readFormData } from "~/utils/form-data.server";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { LEADS_TEXTS } from "~/components/leads/texts";
import { SIGNED_IN_TEXTS } from "~/components/sign-in/texts";

/** Each tab its own title, named as the tab is ("Contact Forms | CRM | …"); sign-in steps theirs. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(
    matches,
    loaderData?.dashboard
      ? crmPageTitle(LEADS_TEXTS.tabs[loaderData.dashboard.tab])
      : (loaderData?.pendingEmail ? SECOND_FACTOR_TEXTS.stepTitle : LOGIN_TEXTS.title) +
          ` | ${SITE.name}`,
    loaderData?.invalid,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOrNull(context);
  const invalid = answeredInvalid(context);
  if (!staff) {
    const pending = pendingSignIn(context);
    if (pending && !pending.enrolled) throw redirect(href("/crm/enrol"));
    const signedOut = {
      staff: null,
      pendingEmail: pending?.email ?? null,
      dashboard: null,
      invalid,
    };
    if (!sessionEnded(context)) return { ...signedOut, ended: false };
    // Said once: the cookie of the ended session goes with this answer.
    return data(
      { ...signedOut, ended: true },
      { headers: { "Set-Cookie": await clearSessionCookieHeader() } },
    );
  }
  return {
    staff: { email: staff.email },
    pendingEmail: null,
    dashboard: await loadDashboard(request, staff),
    invalid,
    ended: false,
  };
}

const statusFor = { invalid: 400, failed: 401, throttled: 429 } as const;

/** The login form's post (JavaScript on or off). Success: PRG to /crm with the session cookie and a toast. */
export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const pending = pendingSignIn(context);
  if (pending) return secondStep(request, context, pending);
  // remix-auth-form reads the body itself: Conform gets a clone.
  const submission = parseWithZod(await readFormData(request.clone()), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const outcome = await logIn(request, context.get(clientAddressContext), loginLimits());
  if (outcome.status === "second-step") {
    // The second step is this page (or the enrolment): a GET, so a reload never re-posts.
    return redirect(outcome.enrolled ? href("/crm") : href("/crm/enrol"), {
      headers: { "Set-Cookie": outcome.setCookie },
    });
  }
  if (outcome.status === "ok") {
    return redirectWithToast(
      href("/crm"),
      {
        title: SIGNED_IN_TEXTS.signedIn,
        description: SIGNED_IN_TEXTS.welcomeBack(outcome.user.email),
        variant: "success",
      },
      { headers: { "Set-Cookie": outcome.setCookie } },
    );
  }
  const message = "message" in outcome ? outcome.message : LOGIN_TEXTS.failed;
  return data(
    { result: submission.reply({ formErrors: [message], hideFields: ["password"] }) },
    {
      status:
        outcome.status in statusFor ? statusFor[outcome.status as keyof typeof statusFor] : 401,
    },
  );
});

/** The code after the password: a full session (new id) and the dashboard, or the form again. */
async function secondStep(
  request: Request,
  context: Route.ActionArgs["context"],
  pending: PendingSignIn,
) {
  const submission = parseWithZod(await readFormData(request), { schema: codeSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  }
  const outcome = await completeSecondStep(
    pending,
    submission.value.code,
    {
      clientAddress: context.get(clientAddressContext),
      userAgent: request.headers.get("User-Agent"),
    },
    { sessionTtlMs: sessionTtlMs() },
  );
  if (outcome.status === "ok") {
    return redirectWithToast(
      href("/crm"),
      {
        title: SIGNED_IN_TEXTS.signedIn,
        description: outcome.recoveryCode
          ? SIGNED_IN_TEXTS.welcomeBackRecovery(pending.email)
          : SIGNED_IN_TEXTS.welcomeBack(pending.email),
        variant: "success",
      },
      { headers: { "Set-Cookie": outcome.setCookie } },
    );
  }
  return data(
    { result: submission.reply({ formErrors: [outcome.message], hideFields: ["code"] }) },
    { status: statusFor[outcome.status] },
  );
}

export default function CrmIndex({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.pendingEmail)
    return <SecondStepForm email={loaderData.pendingEmail} lastResult={actionData?.result} />;
  if (!loaderData.staff)
    return <LoginForm lastResult={actionData?.result} ended={loaderData.ended} />;
  return <Dashboard data={loaderData.dashboard} />;
}
