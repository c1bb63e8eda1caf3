/**
 * A person's emails under the UK GDPR: in the subject-access export and the
 * letter's records, deleted by erasure wherever they sit (their leads', the Unmatched list's, a
 * colleague's lead they wrote to), never stored again once erased, and unmatched ones deleted by
 * retention after the period while a lead's stay with the lead.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadMessages } from "@db/schema";
import { recordRows } from "~/components/people/person-fields";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead } from "./leads.server";
import { importMessage } from "./mailbox-import.server";
import { erasePerson, exportPerson, findPerson, heldEmails, personCounts } from "./people.server";
import { runRetention } from "./retention.server";

const testDb = useTestDb();
const STAFF = "sam@durhamdatastrategy.test";
const NOW = new Date("2026-12-06T12:00:00Z");

beforeEach(async () => {
  process.env.LOG_LEVEL = "silent";
  await testDb.truncateAll();
});

let seq = 0;
async function message(values: {
  leadId: number | null;
  direction: "in" | "out";
  fromEmail: string;
  recipient: string;
  subject: string;
  createdAt?: Date;
}) {
  seq += 1;
  const [row] = await testDb.db
    .insert(leadMessages)
    .values({
      messageId: `m${seq}@mail.example`,
      fromName: values.direction === "in" ? "Someone" : "Sam Lee",
      body: `The text of ${values.subject}`,
      status: values.direction === "in" ? "received" : "sent",
      sentAt: values.createdAt ?? NOW,
      createdAt: values.createdAt ?? NOW,
      ...values,
    })
    .returning();
  return row;
}

async function people() {
  const mary = await createLead(
    { firstName: "Mary", lastName: "O'Neil", email: "mary@example.com" },
    STAFF,
  );
  const joe = await createLead(
    { firstName: "Joe", lastName: "Bloggs", email: "joe@example.com" },
    STAFF,
  );
  const common = { recipient: "hello@durhamdatastrategy.test" };
  const rows = {
    replyToMary: await message({
      leadId: mary.id,
      direction: "out",
      fromEmail: STAFF,
      recipient: "mary@example.com",
      subject: "Re: Three sites",
    }),
    fromMary: await message({
      leadId: mary.id,
      direction: "in",
      fromEmail: "mary@example.com",
      ...common,
      subject: "Tuesday suits",
    }),
    unmatchedFromMary: await message({
      leadId: null,
      direction: "in",
      fromEmail: "mary@example.com",
      ...common,
      subject: "From my other thread",
    }),
    maryOnJoesLead: await message({
      leadId: joe.id,
      direction: "in",
      fromEmail: "mary@example.com",
      ...common,
      subject: "About Joe's practice",
    }),
    toJoe: await message({
      leadId: joe.id,
      direction: "out",
      fromEmail: STAFF,
      recipient: "joe@example.com",
      subject: "Re: Joe",
    }),
  };
  return { mary, joe, rows };
}

describe("a person's emails", () => {
  it("are in the subject-access export and the letter's records, in words", async () => {
    const { rows } = await people();
    const person = await findPerson("Mary@Example.com");
    expect(person.messages.map((m) => m.subject).sort()).toEqual(
      ["About Joe's practice", "From my other thread", "Re: Three sites", "Tuesday suits"].sort(),
    );
    expect(personCounts(person).messages).toBe(4);
    const exported = JSON.parse(
      JSON.stringify(await exportPerson("mary@example.com", STAFF, "json")),
    );
    const reply = exported.messages.find((m: { id: number }) => m.id === rows.replyToMary.id);
    expect(reply).toMatchObject({
      direction: "sent",
      recipient: "mary@example.com",
      subject: "Re: Three sites",
      body: "The text of Re: Three sites",
    });
    // No mail headers (thread ids) leave with it.
    expect(reply).not.toHaveProperty("messageId");
    expect(reply).not.toHaveProperty("references");
    const received = person.messages.find((m) => m.id === rows.fromMary.id)!;
    const letter = recordRows("messages", received, { letter: true });
    expect(letter.map((row) => [row.label, row.value])).toEqual(
      expect.arrayContaining([
        ["Sent or received", "Received by us"],
        ["From", "mary@example.com"],
        ["Subject", "Tuesday suits"],
        ["Text", "The text of Tuesday suits"],
      ]),
    );
    expect(letter.map((row) => row.key)).not.toContain("leadId");
    expect(letter.map((row) => row.key)).not.toContain("id");
  });

  it("are deleted by erasure wherever they sit, and a later message from the address is never stored", async () => {
    const { rows } = await people();
    await erasePerson("mary@example.com", STAFF);
    const left = await testDb.db.select().from(leadMessages);
    expect(left.map((row) => row.id)).toEqual([rows.toJoe.id]);

    const raw = [
      "From: Mary O'Neil <mary@example.com>",
      "To: hello@durhamdatastrategy.test",
      "Subject: Are you still there?",
      "Message-ID: <after-erasure@mail.example>",
      "Date: Sun, 06 Dec 2026 12:00:00 +0000",
      "",
      "Hello again.",
    ].join("\r\n");
    expect(await importMessage(raw, "fallback@mail.example")).toBe("suppressed");
    expect(
      await testDb.db
        .select()
        .from(leadMessages)
        .where(eq(leadMessages.messageId, "after-erasure@mail.example")),
    ).toHaveLength(0);
  });

  it("an address held only in the mailbox is found by a restore's replay of erasures", async () => {
    await message({
      leadId: null,
      direction: "in",
      fromEmail: "only.mail@example.com",
      recipient: "hello@durhamdatastrategy.test",
      subject: "Hello",
    });
    expect(await heldEmails(testDb.db)).toContain("only.mail@example.com");
  });

  it("retention deletes unmatched mail after the period; a lead's stays with the lead", async () => {
    const old = new Date("2025-06-01T09:00:00Z");
    const { mary } = await people();
    const oldUnmatched = await message({
      leadId: null,
      direction: "in",
      fromEmail: "stranger@example.com",
      recipient: "hello@durhamdatastrategy.test",
      subject: "Old and unmatched",
      createdAt: old,
    });
    const oldOnLead = await message({
      leadId: mary.id,
      direction: "in",
      fromEmail: "mary@example.com",
      recipient: "hello@durhamdatastrategy.test",
      subject: "Old but on a lead",
      createdAt: old,
    });
    const dry = await runRetention({ months: 12, now: NOW, dryRun: true });
    expect(dry.status === "dry-run" && dry.counts.unmatchedMessages).toBe(1);
    const ran = await runRetention({ months: 12, now: NOW });
    expect(ran.status === "ran" && ran.counts.unmatchedMessages).toBe(1);
    const ids = (await testDb.db.select({ id: leadMessages.id }).from(leadMessages)).map(
      (row) => row.id,
    );
    expect(ids).not.toContain(oldUnmatched.id);
    expect(ids).toContain(oldOnLead.id);
    expect(ids).toHaveLength(6);
  });
});
