/**
 * The deal fields and the pipeline board, with JavaScript and without (both projects run each
 * test): the lead page's Deal section, moving a card with its Move to… form (mouse and keyboard
 * only), Closed Lost refused without a reason, column totals that change, drag and drop (with
 * JavaScript), axe and 320 px; the board's layout: six stages side by side on a 1366×768 screen
 * with each tall stage scrolling within itself, stacked on a phone.
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn, useStaffSession } from "./helpers/crm";

const isNoJs = () => test.info().project.name === "nojs";
const unique = (label: string) =>
  `${label}${test.info().project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A lead with a value, alone on the board filtered by its tag. */
async function dealLead(page: Page, tag: string, value: number) {
  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Pip", lastName: tag, email: `${tag}@example.com`, company: "Board Ltd" },
  });
  expect(created.status()).toBe(201);
  const { lead } = (await created.json()) as { lead: { id: number } };
  const put = await page.request.put(`/api/crm/leads/${lead.id}`, {
    data: { estimatedValue: value },
  });
  expect(put.status()).toBe(200);
  return lead.id;
}

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
/** Where the move form is: the board's one dialog with JavaScript, the move page without. */
const moveForm = (page: Page) =>
  isNoJs() ? page.getByRole("main") : page.getByRole("dialog", { name: /^Move / });
const summaryOf = (page: Page, status: string) =>
  column(page, status).getByTestId("column-summary");

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(path);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
}

test("deal section: a bad value gets a field message; a good one is saved and shown", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("deal");
  const id = await dealLead(page, tag, 1000);
  await page.goto(`/crm/leads/${id}`);
  const deal = page.getByRole("region", { name: "Deal" });
  await expect(deal.getByTestId("deal-value")).toHaveText("£1,000");
  const value = page.getByLabel("Estimated value (£, whole pounds)");
  await value.fill("ten grand");
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(
    page.getByText("Enter the value in whole pounds, for example 12000").first(),
  ).toBeVisible();
  await page.getByLabel("Estimated value (£, whole pounds)").fill("£25,000");
  await page.getByLabel("Expected close date").fill("2026-12-31");
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${id}`));
  await expect(page.getByRole("region", { name: "Deal" }).getByTestId("deal-value")).toHaveText(
    "£25,000",
  );
  await expect(page.getByRole("region", { name: "Deal" }).getByText("31 Dec 2026")).toBeVisible();
  // On the timeline in words.
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(/^Estimated value .*£25,000$/).first()).toBeVisible();
  await expect(timeline.getByText(/^Expected close date .*31 Dec 2026$/).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("board: Move to… moves a card and the column totals change", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("move");
  await dealLead(page, tag, 5000);
  await page.goto(`/crm/pipeline?q=${tag}`);
  await expect(summaryOf(page, "new")).toHaveText("1 lead · £5,000");
  await expect(summaryOf(page, "qualified")).toHaveText("0 leads · £0");
  const card = page.getByTestId("pipeline-card");
  await card.getByText("Move to…").click();
  await moveForm(page)
    .getByLabel(/^Status/)
    .selectOption("qualified");
  await moveForm(page).getByRole("button", { name: /^Move/ }).click();
  await expect(summaryOf(page, "qualified")).toHaveText("1 lead · £5,000");
  await expect(summaryOf(page, "new")).toHaveText("0 leads · £0");
  // Back on the board at the moved card.
  await expect(page).toHaveURL(new RegExp(`/crm/pipeline\\?q=${tag}#card-\\d+$`));
  await expectNoA11yViolations(page);
});

test("board: Closed Lost without a reason is refused with a field message, then moves with one", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("lost");
  await dealLead(page, tag, 700);
  await page.goto(`/crm/pipeline?q=${tag}`);
  const card = page.getByTestId("pipeline-card");
  await card.getByText("Move to…").click();
  const form = moveForm(page);
  await form.getByLabel(/^Status/).selectOption("closed-lost");
  await form.getByRole("button", { name: /^Move/ }).click();
  const reason = form.getByLabel("Why it was lost");
  await expect(form.getByText("Choose why the lead was lost")).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await reason.selectOption("competitor");
  await form.getByRole("button", { name: /^Move/ }).click();
  await expect(summaryOf(page, "closed-lost")).toHaveText("1 lead · £700");
  await expect(summaryOf(page, "new")).toHaveText("0 leads · £0");
});

test("board: keyboard only, the Move to… form moves a card", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("keys");
  await dealLead(page, tag, 300);
  await page.goto(`/crm/pipeline?q=${tag}`);
  // From the filter's search box, Tab reaches the card's link and then its Move to… control.
  await page.getByLabel("Name, email or company").focus();
  const trigger = page.getByTestId("pipeline-card").getByText("Move to…");
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    if (await trigger.evaluate((el) => el.closest("[data-move]") === document.activeElement)) break;
  }
  await page.keyboard.press("Enter");
  const select = moveForm(page).getByLabel(/^Status/);
  if (isNoJs()) {
    // The move page: Tab from its top to the Status select.
    await expect(page).toHaveURL(/\/move\?returnTo=/);
    for (let i = 0; i < 30 && !(await select.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
  }
  await expect(select).toBeFocused();
  await select.press("ArrowDown"); // New → Contacted
  if (!isNoJs()) await expect(select).toHaveValue("contacted");
  // Without JavaScript the Closed Lost fields stay (labelled as only for it); with it they hide.
  for (let i = 0; i < (isNoJs() ? 3 : 1); i++) await page.keyboard.press("Tab");
  await expect(moveForm(page).getByRole("button", { name: /^Move/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(summaryOf(page, "contacted")).toHaveText("1 lead · £300");
  // With JavaScript focus stays on the moved card, in its new column (not the page's heading);
  // without it the board opens at the moved card, and Tab goes on from there.
  if (!isNoJs()) await expect(column(page, "contacted").locator("[data-move]")).toBeFocused();
  else {
    await expect(page).toHaveURL(/\/crm\/pipeline\?q=[^#]+#card-\d+$/);
    // The URL changes before the page is parsed; Tab goes on from the card once the browser has
    // scrolled to it (it is then :target), not from the top of a page still loading.
    await expect(page.locator(":target")).toHaveAttribute("id", /^card-\d+$/);
    await page.keyboard.press("Tab");
    await expect(column(page, "contacted").getByRole("link").first()).toBeFocused();
  }
});

test("the move form asks why only for Closed Lost @js-only", async ({ page }) => {
  await useStaffSession(page);
  const tag = unique("why");
  await dealLead(page, tag, 200);
  await page.goto(`/crm/pipeline?q=${tag}`);
  await page.getByTestId("pipeline-card").getByText("Move to…").click();
  const form = moveForm(page);
  await expect(form.getByLabel(/^Status/)).toBeFocused();
  await expect(form.getByTestId("lost-fields")).toHaveCount(0);
  await form.getByLabel(/^Status/).selectOption("closed-lost");
  await expect(form.getByRole("group", { name: "Only when moving to Closed Lost" })).toBeVisible();
  await form.getByLabel(/^Status/).selectOption("proposal");
  await expect(form.getByTestId("lost-fields")).toHaveCount(0);
  // Escape closes the dialog; focus goes back to the card's Move to….
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("pipeline-card").locator("[data-move]")).toBeFocused();
});

test("the move page without JavaScript labels the Closed Lost fields as only for it @nojs-only", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("whynojs");
  await dealLead(page, tag, 200);
  await page.goto(`/crm/pipeline?q=${tag}`);
  await page.getByTestId("pipeline-card").getByText("Move to…").click();
  const group = page.getByRole("group", { name: "Only when moving to Closed Lost" });
  await expect(group.getByLabel("Why it was lost")).toBeVisible();
  await expect(group.getByLabel("If other, what happened")).toBeVisible();
});

/** Every field of the move form inside the form's box, none wider than it shows (no clipping). */
async function expectMoveFormFits(page: Page, label: string) {
  const form = moveForm(page).locator("form");
  const overflow = await form.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll("select, input:not([type=hidden]), label, legend, button")]
      .map((field) => {
        const r = field.getBoundingClientRect();
        const clipped =
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          r.right > window.innerWidth ||
          (field instanceof HTMLInputElement && field.scrollWidth > field.clientWidth + 1);
        return clipped
          ? `${field.tagName} ${field.textContent?.trim() ?? ""} ${r.left}-${r.right} in ${box.left}-${box.right}`
          : null;
      })
      .filter(Boolean);
  });
  expect(overflow, label).toEqual([]);
}

test("the move form fits at 1366 and 390: no select or label clipped", async ({ page }) => {
  await signIn(page);
  const tag = unique("fit");
  await dealLead(page, tag, 200);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/crm/pipeline?q=${tag}`);
    // The card itself: every line inside its box.
    const card = page.getByTestId("pipeline-card");
    const cardOverflow = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.children].filter((c) => c.getBoundingClientRect().right > box.right + 1).length;
    });
    expect(cardOverflow, `${width}: card`).toBe(0);
    await card.getByText("Move to…").click();
    await moveForm(page)
      .getByLabel(/^Status/)
      .selectOption("closed-lost");
    await expect(moveForm(page).getByLabel("Why it was lost")).toBeVisible();
    await expectMoveFormFits(page, `${width} px`);
  }
  await expectNoA11yViolations(page);
});

test("board: drag a card to another column; a drop on Closed Lost asks why @js-only", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("drag");
  await dealLead(page, tag, 900);
  await page.goto(`/crm/pipeline?q=${tag}`);
  const card = page.getByTestId("pipeline-card");
  await card.dragTo(column(page, "proposal"));
  await expect(summaryOf(page, "proposal")).toHaveText("1 lead · £900");
  await page.getByTestId("pipeline-card").dragTo(column(page, "closed-lost"));
  // Not moved yet: the move dialog opens on Closed Lost with the reason to give.
  const reason = moveForm(page).getByLabel("Why it was lost");
  await expect(reason).toBeFocused();
  await expect(summaryOf(page, "proposal")).toHaveText("1 lead · £900");
  await reason.selectOption("timing");
  await moveForm(page).getByRole("button", { name: /^Move/ }).click();
  await expect(summaryOf(page, "closed-lost")).toHaveText("1 lead · £900");
});

test("board: axe, filters in the URL, and no sideways scroll at 320 px", async ({ page }) => {
  await useStaffSession(page);
  await page.goto("/crm");
  await page.getByRole("link", { name: "Pipeline" }).click();
  await expect(page.getByRole("heading", { name: "Pipeline", level: 1 })).toBeVisible();
  await page.getByLabel("Source").selectOption("referral");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/source=referral/);
  await expect(page.getByLabel("Source")).toHaveValue("referral");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page, "/crm/pipeline");
});

/** `count` leads of one tag (no value), all in New: a tall column when filtered by the tag. */
async function manyLeads(page: Page, tag: string, count: number) {
  for (let i = 0; i < count; i++) {
    const created = await page.request.post("/api/crm/leads", {
      data: {
        firstName: "Katherine",
        lastName: `Berners-Lee ${tag}${i}`,
        email: `${tag}${i}@example.com`,
        company: "Cathedral Finance Holdings",
      },
    });
    expect(created.status()).toBe(201);
  }
}

/** Each stage's heading (with its count beneath) as the screen shows it. */
const stageBoxes = (page: Page) =>
  page
    .getByRole("list", { name: "Pipeline columns" })
    .locator(":scope > li")
    .evaluateAll((columns) =>
      columns.map((column) => {
        const heading = column.querySelector("h2")!.getBoundingClientRect();
        const summary = column.querySelector('[data-testid="column-summary"]')!;
        return {
          left: heading.left,
          right: heading.right,
          top: heading.top,
          summaryBottom: summary.getBoundingClientRect().bottom,
        };
      }),
    );

test("board at 1366×768: six stages side by side on the first screen; a tall stage scrolls within itself", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await useStaffSession(page);
  const tag = unique("tall");
  await manyLeads(page, tag, 14);
  // Unfiltered (every lead of the run) and filtered to the tall New column.
  for (const path of ["/crm/pipeline", `/crm/pipeline?q=${tag}`]) {
    await page.goto(path);
    const boxes = await stageBoxes(page);
    expect(boxes, path).toHaveLength(6);
    for (const [i, box] of boxes.entries()) {
      // Within the first screen: its width, and its top (and the count beneath) above the fold.
      expect(box.left, `${path}: stage ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${path}: stage ${i}`).toBeLessThanOrEqual(1366);
      expect(box.top, `${path}: stage ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.summaryBottom, `${path}: stage ${i}`).toBeLessThanOrEqual(768);
      // Side by side: one row, left to right.
      expect(Math.abs(box.top - boxes[0].top)).toBeLessThan(2);
      if (i > 0) expect(box.left).toBeGreaterThan(boxes[i - 1].right);
    }
    // Nothing scrolls sideways at 1366: not the page, not the board's region.
    const board = page.getByRole("region", { name: "Pipeline board" });
    expect(await board.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
      path,
    ).toBe(true);
  }

  // Fourteen cards: the column scrolls within itself, the page stays about a screen long.
  await expect(summaryOf(page, "new")).toHaveText("14 leads · £0");
  const cards = page.getByRole("list", { name: "New leads" });
  await expect(cards.getByTestId("pipeline-card")).toHaveCount(14);
  expect(await cards.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(768 * 1.5);
  // The keyboard reaches it and scrolls it (a focusable, named scroll region).
  await expect(cards).toHaveAttribute("tabindex", "0");
  await cards.focus();
  await page.keyboard.press("End");
  await expect.poll(() => cards.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect(page.getByTestId("pipeline-card").last()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expectNoA11yViolations(page);
});

test("board on a phone (390 and 320 px): stages stacked, no sideways scroll", async ({ page }) => {
  await signIn(page);
  const tag = unique("phone");
  await manyLeads(page, tag, 3);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/crm/pipeline?q=${tag}`);
    const boxes = await stageBoxes(page);
    expect(boxes).toHaveLength(6);
    // One stage per row, each below the one before.
    for (const [i, box] of boxes.entries()) {
      expect(Math.abs(box.left - boxes[0].left), `${width}: stage ${i}`).toBeLessThan(2);
      if (i > 0) expect(box.top, `${width}: stage ${i}`).toBeGreaterThan(boxes[i - 1].top);
    }
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(clientWidth);
  }
  await expectNoA11yViolations(page);
});

test("the lead page's status control: Closed Lost asks why on the move page, then shows it", async ({
  page,
}) => {
  await useStaffSession(page);
  const tag = unique("status");
  const id = await dealLead(page, tag, 100);
  await page.goto(`/crm/leads/${id}`);
  await page.getByLabel(/^Status of/).selectOption("closed-lost");
  await page.getByRole("button", { name: /^Save status of/ }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${id}/move\\?status=closed-lost`));
  // The lead's words, not the board's: its status.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Change the status of Pip /);
  await expect(page.getByLabel(/^Status/)).toHaveValue("closed-lost");
  await page.getByLabel("Why it was lost").selectOption("no-budget");
  await page.getByRole("button", { name: /^Save status/ }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/leads/${id}$`));
  await expect(page.getByTestId("deal-lost-reason")).toHaveText("No budget");
  // The timeline says why.
  await expect(
    page
      .getByRole("region", { name: "Timeline" })
      .getByText("Status changed from New to Closed Lost: No budget"),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
