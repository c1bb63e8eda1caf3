import { beforeAll, describe, expect, it } from "vitest";
import { createActivity } from "~/models/activities.server";
import { createLead } from "~/models/leads.server";
import {
  insertContact,
  insertRegistration,
  insertSubscription,
} from "../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../tests/helpers/test-db";
import { loadDashboard } from "./crm-dashboard.server";

const testDb = useTestDb();
const staff = { userId: 1, email: "staff@example.com", role: "admin" as const, sessionId: "s" };
const load = (query: string) => loadDashboard(new Request(`http://localhost/crm${query}`), staff);

describe("loadDashboard", () => {
  let adaId: number;
  beforeAll(async () => {
    const ada = await createLead(
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        status: "qualified",
      },
      staff.email,
    );
    adaId = ada.id;
    await createLead(
      {
        firstName: "Alan",
        lastName: "Turing",
        email: "alan@example.com",
        company: "Bletchley",
      },
      staff.email,
    );
    await createActivity(
      { leadId: ada.id, type: "call", subject: "Intro", outcome: "successful" },
      staff.email,
    );
    await insertContact(testDb.db);
    await insertRegistration(testDb.db);
    for (let i = 0; i < 12; i++) await insertSubscription(testDb.db);
  });

  it("defaults to the leads tab with statistics, and reads ?q, ?status, ?page, ?lead", async () => {
    const all = await load("");
    expect(all.tab).toBe("leads");
    expect(all.stats).toEqual({ totalLeads: 2, newLeads: 1, qualifiedLeads: 1, closedWonLeads: 0 });
    if (all.tab !== "leads") throw new Error("tab");
    expect(all.leads.total).toBe(2);
    expect(all.leads.leads[0].createdAt).toBeInstanceOf(Date);

    const searched = await load("?q=bletch&page=9");
    if (searched.tab !== "leads") throw new Error("tab");
    expect(searched.leads.leads.map((l) => l.firstName)).toEqual(["Alan"]);
    expect(searched.leads.page).toBe(1);

    const filtered = await load(`?status=qualified&lead=${adaId}`);
    if (filtered.tab !== "leads") throw new Error("tab");
    expect(filtered.leads.leads.map((l) => l.firstName)).toEqual(["Ada"]);
    expect(filtered.selected?.lead.id).toBe(adaId);
    expect(filtered.selected?.activities.map((a) => a.subject)).toEqual(["Intro"]);

    const unknown = await load("?status=nonsense&lead=999999&tab=nope");
    if (unknown.tab !== "leads") throw new Error("tab");
    expect(unknown.query.status).toBeUndefined();
    expect(unknown.selected).toBeNull();
  });

  it("loads only the open tab's data", async () => {
    const contacts = await load("?tab=contacts");
    expect(contacts.tab === "contacts" && contacts.contacts.length).toBe(1);
    const dental = await load("?tab=dental");
    expect(dental.tab === "dental" && dental.registrations.length).toBe(1);
    const newsletters = await load("?tab=newsletters");
    expect(newsletters.tab === "newsletters" && newsletters.newsletters.length).toBe(10);
    const activities = await load("?tab=activities");
    if (activities.tab !== "activities") throw new Error("tab");
    expect(activities.activities.activities[0]).toMatchObject({
      subject: "Intro",
      leadName: "Ada Lovelace",
    });
    expect(activities.leadChoices.map((l) => l.name).sort()).toEqual([
      "Ada Lovelace",
      "Alan Turing",
    ]);
  });
});
