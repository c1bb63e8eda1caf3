/** POST /crm/leads/{id}/status (the status control's plain form post): who made the change. */
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../tests/helpers/crm-session";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import { listAuditForLead } from "~/models/audit.server";
import { createLead, getLead } from "~/models/leads.server";
import { getTimeline } from "~/models/timeline.server";
import { action } from "./leads.$id.status";

process.env.SESSION_SECRET ??= "test-secret-for-crm-page-tests";

describe("status change from the lead's status control", () => {
  const testDb = useTestDb();
  let staff: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    staff = await signIn(testDb.db, "anna@durhamdata.test");
  });

  it("names the signed-in staff member in the audit trail and on the timeline", async () => {
    const lead = await createLead(
      { firstName: "Jane", lastName: "Tester", email: "jane@example.com" },
      staff.email,
    );
    const request = new Request(`http://localhost/crm/leads/${lead.id}/status`, {
      method: "POST",
      body: new URLSearchParams({ status: "qualified" }),
      headers: { Cookie: staff.cookie },
    });
    const response = (await runRoute(
      action,
      routeArgs(request, { params: { id: String(lead.id) } }),
    )) as Response;
    expect(response.status).toBe(302);
    expect((await getLead(lead.id))?.status).toBe("qualified");

    const audit = await listAuditForLead(lead.id);
    const change = audit.find((row) => row.changes && "status" in row.changes);
    expect(change).toMatchObject({ actor: "anna@durhamdata.test" });

    const timeline = await getTimeline((await getLead(lead.id))!);
    const entry = timeline.find((e) => e.type === "status-changed");
    expect(entry?.by).toBe("anna@durhamdata.test");
    expect(timeline.map((e) => e.by)).not.toContain("system");
  });
});
