/**
 * Staff notification mail (nodemailer over SMTP_URL). With SMTP_URL unset nothing is sent and only
 * that fact is logged (never the text: it is the visitor's). Sending never throws: a submission is already committed when we get here, and
 * a mail problem must never fail or lose it (it is logged).
 */
import nodemailer from "nodemailer";
import { SITE } from "~/config/site";
import { log } from "~/utils/log.server";
import { env } from "~/config/env.server";

export const DEFAULT_MAIL_FROM = `${SITE.name} <no-reply@durhamdatastrategy.co.uk>`;

/** This site's public address, without a trailing slash (PUBLIC_URL, else the local server). */
export function publicUrl(): string {
  return (env().PUBLIC_URL ?? `http://localhost:${env().PORT}`).replace(/\/+$/, "");
}

export interface StaffMail {
  subject: string;
  /** Plain text: submitted values are never interpreted as HTML. */
  text: string;
}

/** Header values come from visitors: no line breaks may reach a header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** Sends a mail to NOTIFY_EMAIL (default the firm's address); resolves true when the SMTP server accepted it. */
export async function sendStaffMail(mail: StaffMail): Promise<boolean> {
  const to = env().NOTIFY_EMAIL ?? SITE.email;
  const from = env().MAIL_FROM ?? DEFAULT_MAIL_FROM;
  const subject = oneLine(mail.subject);
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) {
    // The subject and text carry the visitor's name and message: they never reach the log.
    log.info("mail not sent: SMTP_URL unset", { chars: mail.text.length });
    return false;
  }
  try {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    await transport.sendMail({ to, from, subject, text: mail.text });
    transport.close();
    log.info("mail sent");
    return true;
  } catch (error) {
    log.error("mail failed (the submission is stored)", error);
    return false;
  }
}

/** Waits for `promise` at most `ms` (the visitor's answer does not wait for a slow mail server). */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** "Label: value" lines; multi-line values (messages) follow their label on their own lines. */
export function detailLines(details: [label: string, value: string | null | undefined][]): string {
  return details
    .map(([label, value]) => {
      const text = value == null || value === "" ? "(not given)" : value;
      return text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

export function crmUrl(): string {
  return `${publicUrl()}/crm`;
}
