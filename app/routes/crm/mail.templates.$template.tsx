/** /crm/mail/templates/:template (admins only): one template rendered from its sample data. */
import { MAIL_PREVIEW_HEADING_LEVEL, MailPreview } from "~/components/mail/mail-page";
import { crmPageTitle } from "~/components/crm/texts";
import { MAIL_TEMPLATES, isMailTemplate } from "~/models/mail-templates.server";
import { notFound } from "~/utils/api.server";
import { mailBodyAsBlock } from "~/utils/mail-render";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/mail.templates.$template";
import { MAIL_TEXTS } from "~/components/mail/texts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(
    matches,
    crmPageTitle(loaderData ? MAIL_TEXTS.preview(loaderData.label) : MAIL_TEXTS.previewTitle),
  );

export function loader({ params }: Route.LoaderArgs) {
  if (!isMailTemplate(params.template)) throw notFound();
  const template = MAIL_TEMPLATES[params.template];
  const { subject, html, text } = template.preview();
  return {
    label: template.label,
    subject,
    html,
    htmlBlock: mailBodyAsBlock(html, MAIL_PREVIEW_HEADING_LEVEL),
    text,
  };
}

export default function MailTemplatePreview({ loaderData }: Route.ComponentProps) {
  return <MailPreview preview={loaderData} />;
}
