/**
 * /crm/campaigns/{id}: a draft's buttons never act on text that is not saved (decision 084).
 * "Send a test to me", "Send now…" and the archive button submit the edit form: what it holds is
 * saved first, and the test copy queued carries it; a form that does not pass is refused with its
 * messages (the typed text in the answer) and nothing is sent or saved.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, mailMessages } from "@db/schema";
import { signIn } from "../../../tests/helpers/crm-session";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as pageRoute from "./campaigns.$id";

const testDb = useTestDb();

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } })?.init?.status ?? 200);

let admin: string;
let id: number;

beforeAll(async () => {
  ({ cookie: admin } = await signIn(testDb.db));
});

beforeEach(async () => {
  await testDb.db.delete(mailMessages);
  await testDb.db.delete(campaigns);
  [{ id }] = await testDb.db
    .insert(campaigns)
    .values({
      subject: "Saved subject",
      previewText: "",
      body: "Saved body.",
      audience: "newsletter",
      createdBy: "admin@example.com",
    })
    .returning({ id: campaigns.id });
});

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const path = `/crm/campaigns/${id}`;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: admin },
    body,
  });
  return runRoute(pageRoute.action, routeArgs(request, { params: { id: String(id) } })).catch(
    (thrown: unknown) => thrown,
  );
}

const edited = {
  subject: "Edited subject",
  previewText: "",
  body: "Edited body, never saved by Save.",
  audience: "newsletter",
};

describe("a draft's buttons act on what the form shows", () => {
  it("Send a test to me saves the form first: the queued copy has the edited subject", async () => {
    const answer = await post({ ...edited, intent: "test" });
    expect(statusOf(answer)).toBe(302);
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Edited subject");
    expect(row.body).toBe("Edited body, never saved by Save.");
    const mails = await testDb.db.select().from(mailMessages);
    expect(mails.map((m) => m.subject)).toEqual(["[Test] Edited subject"]);
  });

  it("Send now… saves the form first, then opens the confirmation", async () => {
    const answer = (await post({ ...edited, intent: "send" })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/crm/campaigns/${id}/send`);
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Edited subject");
  });

  it("the archive button of a draft saves the form too", async () => {
    await post({ ...edited, intent: "archive-out" });
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Edited subject");
    expect(row.inArchive).toBe(false);
  });

  it("a form that does not pass is refused: nothing sent, nothing saved, the typed text answered back", async () => {
    const answer = await post({ ...edited, subject: "", intent: "test" });
    expect(statusOf(answer)).toBe(400);
    expect(JSON.stringify(answer)).toContain("Edited body, never saved by Save.");
    expect(JSON.stringify(answer)).toContain("Enter a subject");
    expect(await testDb.db.select().from(mailMessages)).toEqual([]);
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Saved subject");
  });
});
