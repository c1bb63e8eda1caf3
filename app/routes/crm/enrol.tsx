/**
 * /crm/enrol: an account without a second factor, signed in with its password, sets one up here
 * and can reach nothing else (the staff-only group sends it here). The QR code is made on the
 * server (SVG), the set-up key is shown as text, and a code from the app completes it; the ten
 * recovery codes are then shown once. Works without JavaScript.
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ShouldRevalidateFunctionArgs, data, href, redirect } from "react-router";
import { EnrolPage, RecoveryCodes } from "~/components/sign-in/second-factor";
import { SECOND_FACTOR_TEXTS, codeSchema } from "~/schemas/second-factor";
import { completeEnrolmentStep } from "~/models/sign-in.server";
import { groupedSecret, pendingEnrolmentSecret, totpQrSvg, totpUri } from "~/models/totp.server";
import { pendingSignIn, staffOrNull } from "~/server/auth.server";
import { sessionTtlMs } from "~/server/session-config.server";
import { crmPageTitle } from "~/components/crm/texts";
import type { CrmRouteHandle } from "./layout";
import { readFormData } from "~/utils/form-data.server";
import { clientAddressContext } from "~/utils/request-context";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/enrol";

export const handle: CrmRouteHandle = { ownPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(SECOND_FACTOR_TEXTS.enrolTitle), loaderData?.invalid);

export async function loader({ context }: Route.LoaderArgs) {
  const pending = pendingSignIn(context);
  if (staffOrNull(context) || !pending || pending.enrolled) throw redirect(href("/crm"));
  const secret = await pendingEnrolmentSecret(pending.userId);
  // Null right after enrolment completes (the page then shows the recovery codes).
  const invalid = answeredInvalid(context);
  if (!secret) return { email: pending.email, enrol: null, invalid };
  const svg = totpQrSvg(totpUri(pending.email, secret));
  return {
    email: pending.email,
    enrol: {
      secret: groupedSecret(secret),
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    },
    invalid,
  };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const pending = pendingSignIn(context);
  if (!pending || pending.enrolled) throw redirect(href("/crm"));
  const submission = parseWithZod(await readFormData(request), { schema: codeSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), recoveryCodes: null }, { status: 400 });
  }
  const outcome = await completeEnrolmentStep(
    pending,
    submission.value.code,
    {
      clientAddress: context.get(clientAddressContext),
      userAgent: request.headers.get("User-Agent"),
    },
    { sessionTtlMs: sessionTtlMs() },
  );
  if (outcome.status !== "ok") {
    return data(
      {
        result: submission.reply({
          formErrors: [SECOND_FACTOR_TEXTS.enrolWrong],
          hideFields: ["code"],
        }),
        recoveryCodes: null,
      },
      { status: 400 },
    );
  }
  return data(
    { result: null, recoveryCodes: outcome.recoveryCodes },
    { headers: { "Set-Cookie": outcome.setCookie } },
  );
});

/** After its own post the page shows the recovery codes: its loader has nothing left to show. */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === href("/crm/enrol") ? false : defaultShouldRevalidate;
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.recoveryCodes) return <RecoveryCodes codes={actionData.recoveryCodes} />;
  if (!loaderData.enrol) return <RecoveryCodes codes={[]} />;
  return (
    <EnrolPage
      email={loaderData.email}
      secret={loaderData.enrol.secret}
      qrSvgDataUri={loaderData.enrol.qr}
      lastResult={actionData?.result}
    />
  );
}
