/** The dashboard's "My follow-ups" first; then everyone else's for an admin, the unassigned ones for a member. */
import { beforeAll, describe, expect, it } from "vitest";
import { createActivity } from "~/models/activities.server";
import { createLead } from "~/models/leads.server";
import { signIn } from "../../tests/helpers/crm-session";
import { useTestDb } from "../../tests/helpers/test-db";
import { loadDashboard } from "./crm-dashboard.server";

const testDb = useTestDb();

describe("My follow-ups on the dashboard", () => {
  const session = (user: { userId: number; email: string }, role: "admin" | "member") => ({
    userId: user.userId,
    email: user.email,
    role,
    sessionId: "s",
  });
  let admin: { userId: number; email: string };
  let member: { userId: number; email: string };

  beforeAll(async () => {
    admin = await signIn(testDb.db, "admin@durhamdata.test");
    member = await signIn(testDb.db, "member@durhamdata.test", { role: "member" });
    const lead = await createLead(
      { firstName: "Due", lastName: "Today", email: "due@example.com" },
      admin.email,
    );
    const soon = new Date(Date.now() - 60_000).toISOString();
    const plan = (subject: string, assigneeId?: number | null) =>
      createActivity(
        { leadId: lead.id, type: "call", subject, dueAt: soon, assigneeId },
        admin.email,
      );
    await plan("Owner's by default");
    await plan("Member's", member.userId);
    await plan("Nobody's", null);
  });

  const subjects = (items: { subject: string }[]) => items.map((a) => a.subject).sort();

  it("an admin sees theirs first, then everyone else's (each with its assignee)", async () => {
    const data = await loadDashboard(new Request("http://localhost/crm"), session(admin, "admin"));
    expect(subjects(data.due)).toEqual(["Owner's by default"]);
    expect(data.otherDue.everyone).toBe(true);
    expect(subjects(data.otherDue.items)).toEqual(["Member's", "Nobody's"]);
    expect(data.otherDue.items.find((a) => a.subject === "Member's")?.assigneeName).toBe(
      "member@durhamdata.test",
    );
  });

  it("a member sees theirs, then only the unassigned ones", async () => {
    const data = await loadDashboard(
      new Request("http://localhost/crm"),
      session(member, "member"),
    );
    expect(subjects(data.due)).toEqual(["Member's"]);
    expect(data.otherDue.everyone).toBe(false);
    expect(subjects(data.otherDue.items)).toEqual(["Nobody's"]);
  });
});
