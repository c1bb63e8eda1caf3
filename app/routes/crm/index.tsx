/**
 * /crm: the login screen when signed out, the CRM dashboard inside its frame when signed in.
 * The CRM layout's middleware has read the session (app/routes/auth.server.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { Dashboard } from "~/components/crm/dashboard";
import { LoginForm } from "~/components/crm/login-form";
import { SITE } from "~/config/site";
import { loginSchema } from "~/schemas/login";
import { staffOrNull } from "~/routes/auth.server";
import { loginLimits } from "~/routes/rate-limits.server";
import { clientAddressContext } from "~/utils/request-context";
import { logIn } from "~/models/sign-in.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/index";
import { loadDashboard } from "./dashboard.server";
import { readFormData } from "~/utils/form-data.server";
import { crmMeta } from "./meta";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, (loaderData?.staff ? "CRM Dashboard" : "Admin Login") + ` | ${SITE.name}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOrNull(context);
  if (!staff) return { staff: null, dashboard: null };
  return { staff: { email: staff.email }, dashboard: await loadDashboard(request, staff) };
}

const statusFor = { invalid: 400, failed: 401, throttled: 429 } as const;

/** The login form's post (JavaScript on or off). Success: PRG to /crm with the session cookie and a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  // remix-auth-form reads the body itself: Conform gets a clone.
  const submission = parseWithZod(await readFormData(request.clone()), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const outcome = await logIn(request, context.get(clientAddressContext), loginLimits());
  if (outcome.status === "ok") {
    return redirectWithToast(
      href("/crm"),
      {
        title: "Signed in",
        description: `Welcome back, ${outcome.user.email}.`,
        variant: "success",
      },
      { headers: { "Set-Cookie": outcome.setCookie } },
    );
  }
  return data(
    { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
    { status: statusFor[outcome.status] },
  );
}

export default function CrmIndex({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.staff) return <LoginForm lastResult={actionData?.result} />;
  return <Dashboard data={loaderData.dashboard} />;
}
