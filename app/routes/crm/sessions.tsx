/**
 * /crm/sessions: "Your sessions" (ASVS 3.3.4), the account's own page. POST intent=end (one
 * session, by its handle), end-others (all but this browser), password (change it: every other
 * session ends), reminders (reminders=on|off: the reminder emails). Each answers with a redirect
 * back here and a toast, or the page again with the password's error.
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { data, href } from "react-router";
import { SessionsPage } from "~/components/staff/sessions-page";
import { crmPageTitle } from "~/components/crm/texts";
import { env } from "~/config/env.server";
import { endOtherSessions, endSessionByHandle, listSessionsOf } from "~/models/session.server";
import { MIN_PASSWORD_LENGTH, changeOwnPassword } from "~/models/staff.server";
import { notifyStaff } from "~/models/staff-notices.server";
import { reminderMailOf, setReminderMail } from "~/models/reminders.server";
import { REMINDER_TEXTS, isReminderChoice } from "~/schemas/reminder-texts";
import { signedInStaff } from "~/server/auth.server";
import { sessionIdleMs } from "~/server/session-config.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import { crmMeta } from "~/components/crm/meta";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/sessions";
import { SESSIONS_TEXTS } from "~/components/staff/texts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(SESSIONS_TEXTS.title), loaderData?.invalid);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  return {
    sessions: await listSessionsOf(staff.userId, staff.sessionId, new Date(), {
      idleMs: sessionIdleMs(),
    }),
    limits: { idleMinutes: env().SESSION_IDLE_MINUTES, maxHours: env().SESSION_MAX_HOURS },
    reminderMail: await reminderMailOf(staff.userId),
    invalid: answeredInvalid(context),
  };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const back = href("/crm/sessions");
  switch (form.get("intent")) {
    case "end": {
      const ended = await endSessionByHandle(staff.userId, text(form.get("session")));
      return redirectWithToast(back, {
        title: ended ? SESSIONS_TEXTS.toast.ended : SESSIONS_TEXTS.toast.alreadyEnded,
        variant: ended ? "success" : "default",
      });
    }
    case "end-others": {
      const count = await endOtherSessions(staff.userId, staff.sessionId);
      return redirectWithToast(back, {
        title: SESSIONS_TEXTS.toast.othersEnded,
        description: SESSIONS_TEXTS.toast.othersEndedDescription(count),
        variant: "success",
      });
    }
    case "password": {
      const current = text(form.get("currentPassword"));
      const next = text(form.get("newPassword"));
      const refuse = (message: string) => data({ passwordError: message }, { status: 400 });
      if (next.length < MIN_PASSWORD_LENGTH || next.length > 1024)
        return refuse(SESSIONS_TEXTS.passwordLength(MIN_PASSWORD_LENGTH));
      try {
        if (!(await changeOwnPassword(staff.userId, current, next, staff.sessionId)))
          return refuse(SESSIONS_TEXTS.wrongPassword);
      } catch (error) {
        return replyToDomainError(error, { refuse });
      }
      await notifyStaff(staff.userId, "password-changed");
      return redirectWithToast(back, {
        title: SESSIONS_TEXTS.toast.passwordChanged,
        description: SESSIONS_TEXTS.toast.passwordChangedDescription,
        variant: "success",
      });
    }
    case "reminders": {
      const wanted = form.get("reminders");
      if (!isReminderChoice(wanted)) return data({ passwordError: null }, { status: 400 });
      const changed = await setReminderMail(staff.userId, wanted === "on", staff.email);
      return redirectWithToast(`${back}#reminders`, {
        title: !changed
          ? REMINDER_TEXTS.unchanged
          : wanted === "on"
            ? REMINDER_TEXTS.turnedOn
            : REMINDER_TEXTS.turnedOff,
        variant: changed ? "success" : "default",
      });
    }
    default:
      return data({ passwordError: null }, { status: 400 });
  }
});

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SessionsPage
      sessions={loaderData.sessions}
      limits={loaderData.limits}
      reminderMail={loaderData.reminderMail}
      passwordError={actionData?.passwordError}
    />
  );
}
