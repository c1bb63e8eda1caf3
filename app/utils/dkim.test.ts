/**
 * DKIM: with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY set, a sent message carries a
 * signature that a DKIM verifier (mailauth) accepts against the test key's DNS record; a
 * half-set configuration stops the start naming what is missing.
 */
import crypto from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EnvError, parseEnv } from "~/config/env.server";
import { type TestSmtp, header, startTestSmtp } from "../../tests/helpers/smtp";
import { closeMailTransport, deliver } from "./smtp-transport.server";

let smtp: TestSmtp;
const keys = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicDer = keys.publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** DNS as the verifier sees it: the selector's TXT record holds the public key. */
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === "mail2026._domainkey.durhamdatastrategy.co.uk")
    return [[`v=DKIM1; k=rsa; p=${publicDer}`]];
  throw Object.assign(new Error(`no ${type} for ${name}`), { code: "ENOTFOUND" });
};

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.close();
  vi.unstubAllEnvs();
});

describe("DKIM", () => {
  it("signs outgoing mail so that a verifier passes it", async () => {
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("DKIM_DOMAIN", "durhamdatastrategy.co.uk");
    vi.stubEnv("DKIM_SELECTOR", "mail2026");
    // As an env file holds it: one line, \n for the line breaks.
    vi.stubEnv("DKIM_PRIVATE_KEY", privatePem.trim().replace(/\n/g, "\\n"));
    await deliver({
      messageId: "dkim-test@durhamdatastrategy.co.uk",
      date: new Date(),
      to: "someone@example.com",
      subject: "Signed",
      text: "Hello",
      html: "<p>Hello</p>",
    });
    const [mail] = await smtp.waitFor(1);
    expect(header(mail.raw, "DKIM-Signature")).toMatch(
      /d=durhamdatastrategy\.co\.uk; .*s=mail2026;/,
    );
    const result = await dkimVerify(Buffer.from(mail.raw), { resolver });
    expect(result.results.map((r: { status: { result: string } }) => r.status.result)).toEqual([
      "pass",
    ]);
    // A message changed on the way fails.
    const tampered = mail.raw.replace("Hello", "Hullo");
    const failed = await dkimVerify(Buffer.from(tampered), { resolver });
    // (mailauth reports a body hash mismatch as "neutral"): anything but a pass.
    expect(failed.results[0].status.result).not.toBe("pass");
    expect(failed.results[0].status.comment).toMatch(/body hash/);
  });

  it("a start with only part of the DKIM settings names the missing ones", () => {
    expect(() =>
      parseEnv({ DKIM_DOMAIN: "durhamdatastrategy.co.uk", DKIM_SELECTOR: "mail2026" }),
    ).toThrow(EnvError);
    try {
      parseEnv({ DKIM_DOMAIN: "durhamdatastrategy.co.uk", DKIM_SELECTOR: "mail2026" });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        {
          name: "DKIM_PRIVATE_KEY",
          expected:
            "required with DKIM_DOMAIN and DKIM_SELECTOR: DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together",
        },
      ]);
    }
    expect(() => parseEnv({ DKIM_PRIVATE_KEY: "not a key" })).toThrow(/PEM private key/);
    expect(parseEnv({}).DKIM_DOMAIN).toBeUndefined();
  });
});
