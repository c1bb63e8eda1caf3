/**
 * The messages API for scripts (decisions 095, 096, 101): a lead's emails oldest first,
 * a reply sent through the outbox (201, stored, queued, audited), the Unmatched list and attaching
 * one of its messages to a lead. 401 without a session, 400 with field errors, 403 a member and a
 * lead someone else owns, 404 unknown ids, 409 an erased person or a message attached already.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, leadMessages, leads, mailMessages, suppressions } from "@db/schema";
import { createLead } from "~/models/leads.server";
import { subjectHash } from "~/models/people.server";
import { signIn } from "../../../tests/helpers/crm-session";
import { callRoute as call } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as assignRoute from "./crm.messages.$id.assign";
import * as unmatchedRoute from "./crm.messages.unmatched";
import * as leadRoute from "./crm.leads.$id";
import * as messagesRoute from "./crm.leads.$id.messages";

const testDb = useTestDb();

interface ApiMessage {
  id: number;
  leadId: number | null;
  direction: "sent" | "received";
  sender: { name: string; email: string };
  recipient: string;
  at: string;
  subject: string;
  text: string;
  status: string;
}

let admin: { cookie: string; email: string; userId: number };
let member: { cookie: string; email: string; userId: number };

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
});

beforeEach(async () => {
  await testDb.truncateAll();
  admin = await signIn(testDb.db, "admin@example.com");
  member = await signIn(testDb.db, "member@example.com", { role: "member" });
});

const as = (who: { cookie: string }) => ({ Cookie: who.cookie });
const messagesOf = (id: number, who = admin) =>
  call(messagesRoute, "GET", `/api/crm/leads/${id}/messages`, {
    headers: as(who),
    params: { id: String(id) },
  });
const reply = (id: number, body: unknown, who = admin) =>
  call(messagesRoute, "POST", `/api/crm/leads/${id}/messages`, {
    headers: as(who),
    params: { id: String(id) },
    body,
  });
const assign = (id: number, body: unknown, who = admin) =>
  call(assignRoute, "POST", `/api/crm/messages/${id}/assign`, {
    headers: as(who),
    params: { id: String(id) },
    body,
  });

async function mary(ownerId: number | null = null) {
  const lead = await createLead(
    { firstName: "Mary", lastName: "O'Neil", email: "mary@example.com" },
    "admin@example.com",
  );
  await testDb.db.update(leads).set({ ownerId }).where(eq(leads.id, lead.id));
  return { ...lead, ownerId };
}

/** A message read from the shared mailbox (leadId null: on the Unmatched list). */
async function received(leadId: number | null, subject: string, at: Date) {
  const [row] = await testDb.db
    .insert(leadMessages)
    .values({
      leadId,
      direction: "in",
      messageId: `${subject.replace(/\W/g, "")}@mail.example`,
      fromEmail: "pat@smile.example",
      fromName: "Pat Manager",
      recipient: "hello@durhamdatastrategy.test",
      subject,
      body: `The text of ${subject}`,
      status: "received",
      sentAt: at,
      createdAt: at,
    })
    .returning();
  return row;
}

describe("messages API", () => {
  it("401 without a session on every endpoint", async () => {
    for (const [mod, method, path] of [
      [messagesRoute, "GET", "/api/crm/leads/1/messages"],
      [messagesRoute, "POST", "/api/crm/leads/1/messages"],
      [unmatchedRoute, "GET", "/api/crm/messages/unmatched"],
      [assignRoute, "POST", "/api/crm/messages/1/assign"],
    ] as const) {
      const response = await call(mod, method, path, {
        params: { id: "1" },
        body: method === "GET" ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("POST {subject, body} sends a reply: 201, stored, queued in the outbox and audited", async () => {
    const lead = await mary();
    const response = await reply(lead.id, { subject: "Re: Three sites", body: "Hello **Mary**" });
    expect(response.status).toBe(201);
    const { message } = (await response.json()) as { message: ApiMessage };
    expect(message).toMatchObject({
      leadId: lead.id,
      direction: "sent",
      sender: { email: "admin@example.com", name: "Durham Data Strategy" },
      recipient: "mary@example.com",
      subject: "Re: Three sites",
      text: "Hello **Mary**",
      status: "sending",
    });
    const [row] = await testDb.db.select().from(leadMessages);
    expect(row).toMatchObject({ id: message.id, leadId: lead.id, direction: "out" });
    const [queued] = await testDb.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.template, "lead-reply"));
    expect(queued.recipient).toBe("mary@example.com");
    expect(queued.messageId).toBe(row.messageId);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "reply-sent"));
    expect(audit).toMatchObject({ actor: "admin@example.com", leadId: lead.id });
  });

  it("GET gives sent and received messages oldest first, with direction, sender, time, subject and text", async () => {
    const lead = await mary();
    await received(lead.id, "Three sites", new Date("2026-12-01T09:00:00Z"));
    expect((await reply(lead.id, { subject: "Re: Three sites", body: "Hello" })).status).toBe(201);
    await received(null, "Someone else", new Date("2026-12-02T09:00:00Z"));
    const response = await messagesOf(lead.id);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: ApiMessage[] };
    expect(messages.map((m) => [m.direction, m.subject])).toEqual([
      ["received", "Three sites"],
      ["sent", "Re: Three sites"],
    ]);
    expect(messages[0]).toMatchObject({
      sender: { name: "Pat Manager", email: "pat@smile.example" },
      at: "2026-12-01T09:00:00.000Z",
      text: "The text of Three sites",
    });
  });

  it("bad input is a 400 naming the field; an unknown lead a 404; nothing is sent", async () => {
    const lead = await mary();
    for (const [body, field] of [
      [{ subject: "Hello" }, "body"],
      [{ subject: "", body: "Hi" }, "subject"],
      [{ subject: "Hello", body: "Hi", to: "someone@else.example" }, "to"],
      [{ subject: "Hello", body: "Hi", cc: "x@example.com" }, "cc"],
    ] as const) {
      const response = await reply(lead.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors[field], field).toBeDefined();
    }
    expect((await reply(lead.id, "not json")).status).toBe(400);
    expect((await reply(999_999, { subject: "Hello", body: "Hi" })).status).toBe(404);
    expect((await messagesOf(999_999)).status).toBe(404);
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(0);
  });

  it("an erased (suppressed) person is never mailed: 409 saying why, nothing stored", async () => {
    const lead = await mary();
    await testDb.db.insert(suppressions).values({ emailHash: subjectHash("mary@example.com") });
    const response = await reply(lead.id, { subject: "Hello", body: "Hi" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/asked for their data to be erased/);
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(0);
    expect(await testDb.db.select().from(mailMessages)).toHaveLength(0);
  });

  it("a member reads and answers their own and unassigned leads' emails, not a colleague's (403)", async () => {
    const theirs = await mary(admin.userId);
    await received(theirs.id, "For the admin", new Date("2026-12-01T09:00:00Z"));
    const get = await messagesOf(theirs.id, member);
    expect(get.status).toBe(403);
    expect((await get.json()).message).toMatch(/owner and by admins/);
    expect((await reply(theirs.id, { subject: "Hi", body: "Hi" }, member)).status).toBe(403);
    expect(await testDb.db.select().from(mailMessages)).toHaveLength(0);
    // The lead's record leaves its emails out for that member, and keeps them for its owner.
    const record = async (who: typeof admin) =>
      (
        (await (
          await call(leadRoute, "GET", `/api/crm/leads/${theirs.id}`, {
            headers: as(who),
            params: { id: String(theirs.id) },
          })
        ).json()) as { timeline: { type: string }[] }
      ).timeline.filter((entry) => entry.type === "email-received");
    expect(await record(member)).toHaveLength(0);
    expect(await record(admin)).toHaveLength(1);

    await testDb.db.update(leads).set({ ownerId: member.userId }).where(eq(leads.id, theirs.id));
    expect((await messagesOf(theirs.id, member)).status).toBe(200);
    expect((await reply(theirs.id, { subject: "Hi", body: "Hi" }, member)).status).toBe(201);
    await testDb.db.update(leads).set({ ownerId: null }).where(eq(leads.id, theirs.id));
    expect((await messagesOf(theirs.id, member)).status).toBe(200);
  });

  it("the Unmatched list, and attaching one of its messages to a lead (audited)", async () => {
    const lead = await mary();
    const stranger = await received(null, "A question", new Date("2026-12-01T09:00:00Z"));
    await received(lead.id, "Matched already", new Date("2026-12-01T10:00:00Z"));
    const list = await call(unmatchedRoute, "GET", "/api/crm/messages/unmatched", {
      headers: as(member),
    });
    expect(list.status).toBe(200);
    const { messages } = (await list.json()) as { messages: ApiMessage[] };
    expect(messages.map((m) => [m.id, m.leadId, m.subject])).toEqual([
      [stranger.id, null, "A question"],
    ]);

    expect((await assign(stranger.id, {})).status).toBe(400);
    expect((await assign(stranger.id, { leadId: "seven" })).status).toBe(400);
    const noLead = await assign(stranger.id, { leadId: 999_999 });
    expect(noLead.status).toBe(400);
    expect((await noLead.json()).errors.leadId).toBeDefined();
    expect((await assign(999_999, { leadId: lead.id })).status).toBe(404);

    const done = await assign(stranger.id, { leadId: lead.id });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: ApiMessage }).message.leadId).toBe(lead.id);
    const [row] = await testDb.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.id, stranger.id));
    expect(row.leadId).toBe(lead.id);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "message-attached"), eq(auditEvents.leadId, lead.id)));
    expect(audit.map((a) => a.actor)).toEqual(["admin@example.com"]);
    expect((await assign(stranger.id, { leadId: lead.id })).status).toBe(409);
  });

  it("a member attaches only to their own or unassigned leads (403 for a colleague's)", async () => {
    const theirs = await mary(admin.userId);
    const stranger = await received(null, "A question", new Date("2026-12-01T09:00:00Z"));
    expect((await assign(stranger.id, { leadId: theirs.id }, member)).status).toBe(403);
    const [row] = await testDb.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.id, stranger.id));
    expect(row.leadId).toBeNull();
    await testDb.db.update(leads).set({ ownerId: null }).where(eq(leads.id, theirs.id));
    expect((await assign(stranger.id, { leadId: theirs.id }, member)).status).toBe(200);
  });
});
