/**
 * The mail the e2e server sent: it runs without SMTP_URL, so each mail is an .eml file under its
 * DATA_DIR/mail-outbox (docs/decisions/015). Reads the newest one to an address.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "../constants";

const outbox = path.join(E2E_DATA_DIR, "mail-outbox");

/** Undoes quoted-printable soft breaks and escapes. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail to `to` whose Subject starts with `subject`, decoded; waits up to 15 s. */
export async function mailTo(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
        for (const file of files) {
          const raw = decoded(fs.readFileSync(path.join(outbox, file), "utf8"));
          if (raw.includes(`To: ${to}`) && raw.includes(`Subject: ${subject}`)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link to `pathname` in a mail, as a path (the e2e server's PUBLIC_URL is itself). */
export function linkIn(mail: string, pathname: string): string {
  const match = new RegExp(`https?://[^/\\s"]+(${pathname}\\?token=[A-Za-z0-9_-]+)`).exec(mail);
  expect(match, `a ${pathname} link`).not.toBeNull();
  return match![1];
}

/** The invitation link in an invitation mail, as a path (/crm/join/<token>). */
export function invitationLinkIn(mail: string): string {
  const match = /https?:\/\/[^/\s"]+(\/crm\/join\/[A-Za-z0-9_-]{43})/.exec(mail);
  expect(match, "a /crm/join link").not.toBeNull();
  return match![1];
}

/** How many mails to `to` whose Subject starts with `subject` are in the outbox now. */
export function countMailsTo(to: string, subject: string): number {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
  return files.filter((file) => {
    const raw = decoded(fs.readFileSync(path.join(outbox, file), "utf8"));
    return raw.includes(`To: ${to}`) && raw.includes(`Subject: ${subject}`);
  }).length;
}
