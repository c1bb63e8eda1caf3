/**
 * Saved replies: added, changed and deleted; offered on the reply form with the lead's first
 * name filled in, in title order.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { savedReplies, staffUsers } from "@db/schema";
import { withSavedReply } from "~/components/lead/reply-form";
import { useTestDb } from "../../tests/helpers/test-db";
import { getReplyDraft } from "./lead-replies.server";
import { createLead } from "./leads.server";
import {
  createSavedReply,
  deleteSavedReply,
  fillSavedReply,
  listSavedReplies,
  updateSavedReply,
} from "./saved-replies.server";

const testDb = useTestDb();
const STAFF = "sam@durhamdatastrategy.test";

beforeEach(async () => {
  process.env.LOG_LEVEL = "silent";
  await testDb.truncateAll();
});

describe("saved replies", () => {
  it("fill in the first name wherever {first name} is written", () => {
    expect(fillSavedReply("Hello {first name},\n\nThanks, {First Name}!", "Mary")).toBe(
      "Hello Mary,\n\nThanks, Mary!",
    );
    expect(fillSavedReply("Hello {first name}", "  ")).toBe("Hello there");
    expect(withSavedReply("", "Snippet")).toBe("Snippet");
    expect(withSavedReply("Typed first.\n\n", "Snippet")).toBe("Typed first.\n\nSnippet");
  });

  it("are added, changed, deleted, and offered on the reply form filled for the lead", async () => {
    const call = await createSavedReply(
      { title: "Book a call", body: "Hello {first name}, would Tuesday suit?" },
      STAFF,
    );
    await createSavedReply({ title: "Any questions", body: "Any questions, {first name}?" }, STAFF);
    expect((await listSavedReplies()).map((row) => row.title)).toEqual([
      "Any questions",
      "Book a call",
    ]);
    const changed = await updateSavedReply(call.id, {
      title: "Book a call",
      body: "Hello {first name}, would Wednesday suit?",
    });
    expect(changed?.body).toBe("Hello {first name}, would Wednesday suit?");
    expect(await updateSavedReply(999_999, { title: "x", body: "y" })).toBeUndefined();

    const [staff] = await testDb.db
      .insert(staffUsers)
      .values({ email: STAFF, passwordHash: "not-used-here" })
      .returning();
    const lead = await createLead(
      { firstName: "Mary", lastName: "O'Neil", email: "mary@example.com" },
      STAFF,
    );
    const draft = await getReplyDraft(lead, { userId: staff.id, role: "member" });
    expect(draft.savedReplies.map((saved) => saved.body)).toEqual([
      "Any questions, Mary?",
      "Hello Mary, would Wednesday suit?",
    ]);

    expect(await deleteSavedReply(call.id)).toBe(true);
    expect(await deleteSavedReply(call.id)).toBe(false);
    expect(await testDb.db.select().from(savedReplies)).toHaveLength(1);
  });
});
