/**
 * The staff notification over real SMTP: an smtp-server runs in this process and receives the
 * message. With the SMTP server down the submission is still stored and answered as a success.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestContext } from "~/utils/request-context";
import { contactSubmissions, dentalRegistrations } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import * as contactPage from "~/routes/site/contact";
import * as dentalApi from "~/routes/api/dental-iq";
import { submitContact } from "~/models/public-forms.server";
import { sendStaffMail } from "~/utils/mail.server";
import { formLimit } from "./rate-limits.server";

const testDb = useTestDb();

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const inbox: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "test-secret-for-flash-toasts-0123456789";
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  process.env.NOTIFY_EMAIL = "staff@durhamdatastrategy.test";
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const key of ["SMTP_URL", "PUBLIC_URL", "NOTIFY_EMAIL", "MAIL_FROM"])
    delete process.env[key];
});

beforeEach(async () => {
  inbox.length = 0;
  await testDb.truncateAll();
});

async function waitForMail(count = 1): Promise<Received[]> {
  for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return inbox;
}

/** A header's value, unfolded (long headers are folded onto continuation lines). */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return head
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `))
    ?.slice(name.length + 2);
}

/** Unfolds a quoted-printable body into the text the mail client shows. */
function bodyText(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** A port with nothing listening: the SMTP server is "down". */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const free = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

describe("staff notification mail", () => {
  it("a new contact enquiry mails NOTIFY_EMAIL with the details and a link to the CRM", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const response = (await contactPage.action({
      request: new Request("http://localhost/contact", {
        method: "POST",
        body: new URLSearchParams({
          name: "Mary O'Neil",
          email: "mary@example.com",
          practice: "Smile <b>Dental</b>",
          subject: "Three sites",
          message: "Our three sites use different systems.",
        }),
      }),
      params: {},
      context: requestContext({ nonce: "", clientAddress: "1.1.1.1" }),
    } as never)) as Response;
    expect(response.status).toBe(302);
    const [mail] = await waitForMail();
    expect(mail.to).toEqual(["staff@durhamdatastrategy.test"]);
    expect(mail.from).toBe("no-reply@durhamdatastrategy.co.uk");
    expect(header(mail.raw, "To")).toBe("staff@durhamdatastrategy.test");
    expect(header(mail.raw, "Subject")).toBe(
      "New contact enquiry from Mary O'Neil (Smile <b>Dental</b>)",
    );
    expect(header(mail.raw, "Content-Type")).toMatch(/^text\/plain/);
    const text = bodyText(mail.raw);
    expect(text).toContain("Email: mary@example.com");
    expect(text).toContain("Practice/Company: Smile <b>Dental</b>");
    expect(text).toContain("Subject: Three sites\r\n\r\nOur three sites use different systems.");
    expect(text).toContain("https://www.durhamdatastrategy.test/crm");
  });

  it("a new DentalIQ registration mails its details (option labels, not codes)", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const response = (await dentalApi.action({
      request: new Request("http://localhost/api/dental-iq", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          fullName: "Priya Shah",
          practiceName: "Shah Dental",
          jobTitle: "Owner",
          email: "priya@example.com",
          phone: "0191 000 0000",
          location: "Leeds",
          pms: "systmone",
          locations: "2-3",
          challenge: "Diaries do not talk to each other.",
          discoveryCall: "yes-within-week",
        }),
      }),
      params: {},
      context: requestContext({ nonce: "", clientAddress: "1.1.1.2" }),
    } as never)) as Response;
    expect(response.status).toBe(201);
    const [mail] = await waitForMail();
    expect(header(mail.raw, "Subject")).toBe(
      "New DentalIQ early access registration from Priya Shah (Shah Dental)",
    );
    const text = bodyText(mail.raw);
    for (const line of [
      "Phone: 0191 000 0000",
      "Practice management system: TPP SystmOne",
      "Number of locations: 2-3 locations",
      "Location: Leeds",
      "Diaries do not talk to each other.",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("with the SMTP server down the enquiry is stored and the visitor still sees success", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const response = (await contactPage.action({
      request: new Request("http://localhost/contact", {
        method: "POST",
        body: new URLSearchParams({
          name: "Ann",
          email: "ann@example.com",
          practice: "P",
          subject: "S",
          message: "Hello there, please call.",
        }),
      }),
      params: {},
      context: requestContext({ nonce: "", clientAddress: "1.1.1.3" }),
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(1);
    expect(inbox).toHaveLength(0);
  });

  it("the flow exposes the mail promise; a failed mail resolves false and never rejects", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const outcome = await submitContact(
      {
        firstName: "A",
        lastName: "",
        email: "a@example.com",
        company: "C",
        message: "0123456789",
        source: "website",
        sector: "general",
        newsletter: false,
      },
      { honeypot: false, clientAddress: "1.1.1.4", limit: formLimit() },
    );
    expect(outcome.status).toBe("stored");
    if (outcome.status === "stored") await expect(outcome.notified).resolves.toBe(false);
    expect(await testDb.db.select().from(dentalRegistrations)).toHaveLength(0);
  });

  it("with SMTP_URL unset the mail is not sent and its text stays out of the log: one line", async () => {
    delete process.env.SMTP_URL;
    const logged: string[] = [];
    const original = console.log;
    const level = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    console.log = (line: string) => logged.push(line);
    try {
      expect(
        await sendStaffMail({
          subject: "Hello\r\nBcc: x@evil.example",
          text: "Body text\n2026-11-23T10:00:00.000Z ERROR forged line",
        }),
      ).toBe(false);
    } finally {
      console.log = original;
      process.env.LOG_LEVEL = level;
    }
    expect(logged).toHaveLength(1);
    expect(logged[0].split("\n")).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({
      level: "info",
      msg: "mail not sent: SMTP_URL unset",
    });
    for (const visitorText of ["Body text", "forged line", "evil.example", "Hello"])
      expect(logged[0]).not.toContain(visitorText);
    expect(inbox).toHaveLength(0);
  });
});
