/**
 * Every CRM screen has its own <h1> (what the page is) and its own <title>; the frame's header is
 * no heading. Headings are never skipped.
 */
import { expect, test } from "./helpers/fixtures";
import { signIn } from "./helpers/crm";

test("each CRM screen has one h1 of its own, a title of its own, and no skipped heading", async ({
  page,
}) => {
  await signIn(page, "/crm");
  const tag = `H${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `${tag.toLowerCase()}@example.com`;
  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Hedda", lastName: tag, email },
  });
  const leadId = (await created.json()).lead.id as number;
  const person = encodeURIComponent(email);
  const screens: [string, string | RegExp][] = [
    ["/crm", "CRM Dashboard"],
    [`/crm/leads/${leadId}`, `Hedda ${tag}`],
    [`/crm/leads/${leadId}/follow-ups/new`, `Plan follow-up with Hedda ${tag}`],
    ["/crm/leads/new", "Add Lead"],
    ["/crm/activities/new", "Log activity"],
    [`/crm/leads/${leadId}/delete`, /delete this lead/],
    ["/crm/people", "People (UK GDPR)"],
    [`/crm/people/erase?email=${person}`, new RegExp(`Erase everything held on`)],
    ["/crm/pipeline", "Pipeline"],
    ["/crm/reports", "Reports"],
    [`/crm/leads/${leadId}/deal`, `Deal: Hedda ${tag}`],
    [`/crm/leads/${leadId}/move?status=closed-lost`, `Change the status of Hedda ${tag}`],
    ["/crm/sessions", "Your sessions"],
    ["/crm/sign-ins", "Your sign-in history"],
    ["/crm/staff", "Staff"],
    ["/crm/mail", "Mail"],
    [
      "/crm/mail/templates/staff-invitation",
      "Preview: Invitation to the CRM (to the new colleague)",
    ],
    ["/crm/posts", "Posts"],
    ["/crm/posts/new", "New post"],
    [
      "/crm/posts/1",
      "A Data Strategy for Multi-Location Businesses: From Spreadsheets to One Version of the Truth",
    ],
    ["/crm/posts/1/revisions/1", "A save compared with the post now"],
    ["/crm/no-such-page", "Page not found"],
  ];
  // One walk through every screen: each gets the time a test of one screen would (the 30 s
  // default ran out at the 14th of 18 on a busy 2-core machine, ~2 s a screen).
  test.setTimeout(screens.length * 10_000);
  const titles = new Set<string>();
  for (const [url, heading] of screens) {
    await page.goto(url);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1, url).toHaveCount(1);
    await expect(h1, url).toHaveText(heading);
    const title = await page.title();
    expect(titles.has(title), `${url}: ${title}`).toBe(false);
    titles.add(title);
    const levels = await page
      .locator("main h1, main h2, main h3, main h4, main h5, main h6")
      .evaluateAll((nodes) =>
        nodes.filter((node) => !node.closest("dialog")).map((node) => Number(node.tagName[1])),
      );
    expect(levels[0], url).toBe(1);
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, `${url} heading ${i}`).toBeLessThanOrEqual(1);
  }
});
