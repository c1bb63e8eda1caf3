/**
 * Subject access and erasure for the newsletter issues addressed to a person: the export lists
 * each one (subject, what became of it, when it was sent); erasure takes the address off them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { campaignRecipients, campaigns } from "@db/schema";
import { recordRows } from "~/components/people/person-fields";
import { useTestDb } from "../../tests/helpers/test-db";
import { erasePerson, exportPerson, findPerson, personCounts } from "./people.server";

const testDb = useTestDb();
const PERSON = "reader@example.com";
const SENT_AT = new Date("2026-11-02T09:30:00Z");

beforeEach(async () => {
  await testDb.truncateAll();
  const [november, december] = await testDb.db
    .insert(campaigns)
    .values([
      { subject: "November insights", body: "…", audience: "newsletter", createdBy: "staff" },
      { subject: "December insights", body: "…", audience: "newsletter", createdBy: "staff" },
    ])
    .returning();
  await testDb.db.insert(campaignRecipients).values([
    { campaignId: november.id, email: PERSON, messageId: "a@x", state: "sent", sentAt: SENT_AT },
    { campaignId: december.id, email: PERSON, messageId: "b@x", state: "bounced" },
    { campaignId: november.id, email: "other@example.com", messageId: "c@x", state: "sent" },
  ]);
});

describe("newsletter issues in subject access", () => {
  it("lists each issue addressed to the person (any letter case), newest first, and no one else's", async () => {
    const person = await findPerson("Reader@Example.com");
    expect(
      person.campaignMails.map(({ subject, state, sentAt }) => [subject, state, sentAt]),
    ).toEqual([
      ["December insights", "bounced", null],
      ["November insights", "sent", SENT_AT],
    ]);
    expect(personCounts(person).campaignMails).toBe(2);
    const exported = await exportPerson(PERSON, "staff", "json");
    expect(exported.campaignMails).toHaveLength(2);
  });

  it("shows each in words in the letter: subject, delivery, sent date; no reference number", async () => {
    const [, sent] = (await findPerson(PERSON)).campaignMails;
    expect(recordRows("campaignMails", sent, { letter: true })).toEqual([
      { key: "subject", label: "Subject", value: "November insights" },
      { key: "state", label: "Delivery", value: "Sent" },
      { key: "sentAt", label: "Sent", value: expect.stringMatching(/^2 Nov 2026/) },
    ]);
  });

  it("after erasure none is found on the address, and the other reader's row is untouched", async () => {
    await erasePerson(PERSON, "staff");
    expect((await findPerson(PERSON)).campaignMails).toEqual([]);
    expect((await findPerson("other@example.com")).campaignMails).toHaveLength(1);
    expect(await testDb.db.select().from(campaignRecipients)).toHaveLength(3);
  });
});
