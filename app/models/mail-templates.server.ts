/**
 * Every mail the app sends, by the name stored with each queued mail: delivery finds a mail's
 * template again here (models/mail.server.ts), and the CRM's Mail page lists and previews them in
 * this order. Each template is defined beside the model that sends it (models/mail-kit.server.ts
 * says how); a new one is added to this list.
 */
import { campaignTestMail } from "./campaign-mails.server";
import {
  contactAcknowledgementMail,
  contactNotificationMail,
  dentalIqAcknowledgementMail,
  dentalIqNotificationMail,
} from "./enquiry-mails.server";
import { leadReplyMail } from "./lead-reply-mails.server";
import type { MailTemplate } from "./mail-kit.server";
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
} from "./newsletter-mails.server";
import { replyReminderMail, staffDigestMail } from "./reminder-mail.server";
import { staffInvitationMail, staffNoticeMail } from "./staff-mails.server";

export const MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = Object.fromEntries(
  [
    staffNoticeMail,
    staffInvitationMail,
    contactNotificationMail,
    dentalIqNotificationMail,
    contactAcknowledgementMail,
    dentalIqAcknowledgementMail,
    newsletterConfirmMail,
    newsletterWelcomeMail,
    newsletterAlreadySubscribedMail,
    staffDigestMail,
    replyReminderMail,
    campaignTestMail,
    leadReplyMail,
  ].map((template) => [template.name, template]),
);

export function isMailTemplate(name: string): boolean {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}

/** The template a queued mail names; undefined for a kind of mail no longer sent. */
export const findMailTemplate = (name: string): MailTemplate | undefined =>
  isMailTemplate(name) ? MAIL_TEMPLATES[name] : undefined;
