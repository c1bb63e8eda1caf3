/** GET /crm/attachments/{id}: a received file, for those who may read the lead's emails (decision 101). */
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../tests/helpers/crm-session";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import { leadMessageAttachments, leadMessages, leads } from "@db/schema";
import { THREAD_TEXTS } from "~/components/lead/texts";
import { createLead } from "~/models/leads.server";
import { eq } from "drizzle-orm";
import { loader } from "./attachments.$id";

process.env.SESSION_SECRET ??= "test-secret-for-crm-page-tests";

describe("a received file's download", () => {
  const testDb = useTestDb();
  let admin: Awaited<ReturnType<typeof signIn>>;
  let member: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    admin = await signIn(testDb.db, "admin-files@durhamdata.test");
    member = await signIn(testDb.db, "member-files@durhamdata.test", { role: "member" });
  });

  async function fileOnLead(ownerId: number | null) {
    const lead = await createLead(
      { firstName: "Ada", lastName: "Files", email: `ada-${Math.random()}@example.com` },
      admin.email,
    );
    await testDb.db.update(leads).set({ ownerId }).where(eq(leads.id, lead.id));
    const [message] = await testDb.db
      .insert(leadMessages)
      .values({
        leadId: lead.id,
        direction: "in",
        fromEmail: lead.email,
        fromName: "Ada",
        recipient: "hello@durhamdata.test",
        subject: "The brief",
        body: "Attached.",
        status: "received",
      })
      .returning();
    const [file] = await testDb.db
      .insert(leadMessageAttachments)
      .values({
        messageId: message.id,
        filename: "brief.pdf",
        contentType: "application/pdf",
        size: 5,
        content: Buffer.from("%PDF-"),
      })
      .returning();
    return file.id;
  }

  const download = async (id: number, cookie: string) =>
    (await runRoute(
      loader,
      routeArgs(
        new Request(`http://localhost/crm/attachments/${id}`, { headers: { Cookie: cookie } }),
        { params: { id: String(id) } },
      ),
    )) as Response;

  it("is refused in words to a member on a colleague's lead, and given to its owner and admins", async () => {
    const colleagues = await fileOnLead(admin.userId);
    const refused = await download(colleagues, member.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(THREAD_TEXTS.notYours);
    expect((await download(colleagues, admin.cookie)).status).toBe(200);

    const own = await fileOnLead(member.userId);
    const given = await download(own, member.cookie);
    expect(given.status).toBe(200);
    expect(Buffer.from(await given.arrayBuffer()).toString()).toBe("%PDF-");
    expect((await download(await fileOnLead(null), member.cookie)).status).toBe(200);
  });
});
