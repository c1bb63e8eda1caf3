/**
 * The SMTP transport: nodemailer over SMTP_URL, one pooled connection set per process (the outbox,
 * its retries and its templates are app/models/mail.server.ts).
 *
 * Without SMTP_URL (a local run) each message is written as an .eml file under
 * DATA_DIR/mail-outbox instead, so the whole flow can be followed on a workstation (open the file
 * in a mail client, follow its links) while the log shows only which mail went where on disk:
 * never a recipient, subject, token or link. docs/decisions/015-mail-outbox.md
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { SITE } from "~/config/site";
import { env } from "~/config/env.server";

export const DEFAULT_MAIL_FROM = `${SITE.name} <no-reply@durhamdatastrategy.co.uk>`;

/** Who is told about new enquiries and registrations (NOTIFY_EMAIL, else the firm's address). */
export function staffMailAddress(): string {
  return env().NOTIFY_EMAIL ?? SITE.email;
}

/** The right-hand side of every Message-ID: the From address's domain. */
export function messageIdDomain(): string {
  const from = env().MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "durhamdatastrategy.co.uk";
}

/** Header values can come from visitors: no line breaks may reach a header. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** "Label: value" lines; multi-line values (messages) follow their label on their own lines. */
export function detailLines(details: [label: string, value: string | null | undefined][]): string {
  return details
    .map(([label, value]) => {
      const text = value == null || value === "" ? "(not given)" : value;
      return text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

export interface OutgoingMail {
  /** Without the angle brackets; the same on every attempt. */
  messageId: string;
  date: Date;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A person's name for the From header (a reply written in the CRM); the address stays the firm's. */
  fromName?: string;
  headers?: Record<string, string>;
}

export interface Delivery {
  /** The SMTP server's answer, or the file written. */
  response: string;
}

/** How long one send may take in all before it counts as failed (and is retried). */
export const SEND_TIMEOUT_MS = 60_000;

/** Connections the pool keeps open to the SMTP server (a campaign sends over each at once). */
export const SMTP_CONNECTIONS = 3;

let pool: Transporter | undefined;
let poolUrl: string | undefined;

function smtpTransport(url: string): Transporter {
  if (pool && poolUrl === url) return pool;
  pool?.close();
  poolUrl = url;
  const options: SMTPPool.Options = {
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  pool = nodemailer.createTransport(`${url}${url.includes("?") ? "&" : "?"}pool=true`, options);
  return pool;
}

/** Closes the pooled SMTP connections (shutdown). */
export function closeMailTransport(): void {
  pool?.close();
  pool = undefined;
  poolUrl = undefined;
}

/** The directory a local run writes its mail to. */
export function mailFileDir(): string {
  return path.resolve(env().DATA_DIR, "mail-outbox");
}

/** DKIM signing (RFC 6376) when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set. */
export function dkimOptions() {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY } = env();
  if (!DKIM_DOMAIN || !DKIM_SELECTOR || !DKIM_PRIVATE_KEY) return undefined;
  return { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey: DKIM_PRIVATE_KEY };
}

/** The From header: MAIL_FROM, or its address under a person's name. */
export function fromHeader(name?: string): string | { name: string; address: string } {
  const from = env().MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (!name) return from;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: oneLine(name), address };
}

function message(mail: OutgoingMail) {
  return {
    dkim: dkimOptions(),
    from: fromHeader(mail.fromName),
    to: mail.to,
    replyTo: mail.replyTo,
    subject: oneLine(mail.subject),
    text: mail.text,
    html: mail.html,
    date: mail.date,
    messageId: `<${mail.messageId}>`,
    headers: mail.headers,
  };
}

/** Sends one message; resolves once the SMTP server accepted it (or the file is written). */
export async function deliver(mail: OutgoingMail): Promise<Delivery> {
  const url = env().SMTP_URL;
  if (!url) {
    const file = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await file.sendMail(message(mail));
    const dir = mailFileDir();
    fs.mkdirSync(dir, { recursive: true });
    const name = `${mail.date.toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
    fs.writeFileSync(path.join(dir, name), info.message as Buffer);
    return { response: `written to ${path.join("mail-outbox", name)}` };
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("send timed out")), SEND_TIMEOUT_MS);
  });
  try {
    const info = await Promise.race([smtpTransport(url).sendMail(message(mail)), timeout]);
    return { response: String(info.response ?? "accepted") };
  } finally {
    clearTimeout(timer);
  }
}
