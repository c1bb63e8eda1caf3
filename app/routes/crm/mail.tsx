/**
 * /crm/mail (admins only: recipients are personal data): the outbox, ?state=…&page=…; POST id=…
 * retries a mail that failed for good, audited with the admin's address, then back to the list
 * (returnTo) with a toast.
 */
import { MailPage } from "~/components/mail/mail-page";
import { crmPageTitle } from "~/components/crm/texts";
import { listMail, retryMail } from "~/models/mail.server";
import { MAIL_TEMPLATES, isMailTemplate } from "~/models/mail-templates.server";
import { MAIL_KEEP_DAYS } from "~/models/retention.server";
import { mailListQuerySchema, mailRetrySchema } from "~/schemas/mail";
import { signedInStaff } from "~/server/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import { returnToFromForm } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/mail";
import { MAIL_TEXTS } from "~/components/mail/texts";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(MAIL_TEXTS.title));

const labelOf = (template: string) =>
  isMailTemplate(template) ? MAIL_TEMPLATES[template].label : MAIL_TEXTS.noLongerSent;

export async function loader({ request }: Route.LoaderArgs) {
  const query = mailListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listMail(query);
  return {
    ...list,
    mail: list.mail.map(({ template, ...row }) => ({ ...row, templateLabel: labelOf(template) })),
    state: query.state ?? null,
    templates: Object.entries(MAIL_TEMPLATES).map(([name, t]) => ({ name, label: t.label })),
    keepDays: MAIL_KEEP_DAYS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const back = returnToFromForm(form, "/crm/mail");
  const parsed = mailRetrySchema.safeParse({ id: form.get("id") });
  const retried = parsed.success && (await retryMail(parsed.data.id, staff.email));
  return redirectWithToast(
    back,
    retried
      ? {
          title: MAIL_TEXTS.toast.retried,
          description: MAIL_TEXTS.toast.retriedDescription,
          variant: "success",
        }
      : { title: MAIL_TEXTS.toast.notRetried, variant: "default" },
  );
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  return <MailPage data={loaderData} />;
}
