/** The count of the Unmatched list that the inbox shows: unmatched incoming mail only. */
import { describe, expect, it } from "vitest";
import { leadMessages } from "@db/schema";
import { getDb } from "@db/client.server";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead } from "./leads.server";
import { attachMessage, countUnmatched } from "./mailbox.server";

useTestDb();

const STAFF = "sam@durhamdatastrategy.test";

function message(n: number, values: Partial<typeof leadMessages.$inferInsert>) {
  return {
    messageId: `m${n}@example.test`,
    fromEmail: `sender${n}@example.test`,
    fromName: "Sender",
    recipient: "hello@durhamdatastrategy.test",
    subject: `Message ${n}`,
    body: "Hello",
    status: "received",
    ...values,
  };
}

describe("countUnmatched", () => {
  it("counts incoming mail held by no lead, not a lead's mail nor what staff sent, and drops once attached", async () => {
    expect(await countUnmatched()).toBe(0);
    const lead = await createLead(
      { firstName: "Mary", lastName: "Held", email: "mary@example.test" },
      STAFF,
    );
    const [stranger] = await getDb()
      .insert(leadMessages)
      .values([
        message(1, { leadId: null, direction: "in" }),
        message(2, { leadId: lead.id, direction: "in" }),
        message(3, { leadId: null, direction: "out", status: "sent" }),
        message(4, { leadId: null, direction: "in" }),
      ])
      .returning({ id: leadMessages.id });
    expect(await countUnmatched()).toBe(2);
    expect(await attachMessage(stranger!.id, lead.id, STAFF)).toBeTruthy();
    expect(await countUnmatched()).toBe(1);
  });
});
