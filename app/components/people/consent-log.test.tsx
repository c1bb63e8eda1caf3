/**
 * The person page's consent log names the campaign whose mail held an unsubscribe link by its
 * subject, linking to it, says one-click or the link in the mail, and shows no stored code.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { consentEvents } from "@db/schema";
import { findPerson } from "~/models/people.server";
import { useTestDb } from "../../../tests/helpers/test-db";
import { PersonPage } from "./person-view";

describe("the consent log in words", () => {
  const testDb = useTestDb();
  let html = "";

  beforeAll(async () => {
    const email = "nora@example.com";
    await testDb.db.insert(consentEvents).values([
      { email, purpose: "newsletter", granted: true, source: "link:confirm", noticeVersion: "v1" },
      {
        email,
        purpose: "newsletter",
        granted: false,
        source: "link:unsubscribe (campaign 7, one-click)",
        noticeVersion: "v1",
      },
    ]);
    const person = await findPerson(email);
    const logs = { erasures: [], retentionRuns: [] };
    const Stub = createRoutesStub([
      {
        path: "/crm/people",
        Component: () => (
          <PersonPage
            person={person}
            invalid={false}
            logs={logs}
            campaignSubjects={{ 7: "November insights" }}
          />
        ),
      },
    ]);
    html = renderToStaticMarkup(<Stub initialEntries={["/crm/people"]} />);
  });

  it("names the campaign by subject with a link, says how, and never shows a code", () => {
    expect(html).toContain(
      "One-click unsubscribe (the Unsubscribe button of the person&#x27;s mail program) of the campaign ",
    );
    expect(html).toMatch(/<a [^>]*href="\/crm\/campaigns\/7"[^>]*>“November insights”<\/a>/);
    expect(html).toContain("By the confirmation link in the sign-up mail (the sign-up confirmed)");
    expect(html).not.toContain("link:confirm");
    expect(html).not.toContain("link:unsubscribe");
    expect(html).not.toContain("Source:");
  });
});
