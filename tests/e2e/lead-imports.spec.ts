/**
 * Importing leads from CSV in the CRM, with and without JavaScript: Import CSV on the Leads
 * toolbar, a refused file answered with its message, the upload with the lawful basis, the mapping
 * page's preview naming a bad row's problem, Start, the progress page until done, the summary
 * counts, the refused rows' CSV, and Undo behind its confirmation removing the created leads.
 * Axe on every page; nothing sideways at 320 px.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

/**
 * Waits for the import to end: with JavaScript the page updates itself; without it the page never
 * reloads on its own (WCAG 2.2.1) and "Check progress" reloads it.
 */
async function expectImportDone(page: Page, withoutScript: boolean) {
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  const state = page.getByTestId("import-state");
  if (!withoutScript) {
    await expect(state).toHaveText("Done", { timeout: 60_000 });
    return;
  }
  await expect(async () => {
    if ((await state.textContent()) !== "Done") {
      await checkPage(page);
      await page.getByRole("link", { name: "Check progress" }).click();
    }
    await expect(state).toHaveText("Done", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Check progress" })).toHaveCount(0);
}

test("upload, map, preview a bad row, start, summary, refused rows, undo", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const good = [`imp.a-${tag}@example.com`, `imp.b-${tag}@example.com`];
  const csv = [
    "Email;First name;Last name;Company",
    `${good[0]};Ada;Importa;Importco ${tag}`,
    `not-an-email-${tag};Grace;Importa;Importco ${tag}`,
    `${good[1]};Alan;Importa;Importco ${tag}`,
  ].join("\r\n");

  await signIn(page, `/crm?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Imports" })).toBeVisible();
  await checkPage(page);
  await page.getByRole("link", { name: "New import" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Import leads from CSV" }),
  ).toBeVisible();
  await checkPage(page);

  // A file with no rows is refused with its message, the lawful basis kept.
  const basis = page.getByLabel("Lawful basis: where the list came from");
  await page.getByLabel("CSV file").setInputFiles({
    name: "empty.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Email\r\n"),
  });
  await basis.fill(`Importco ${tag} delegate list, legitimate interests`);
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await expect(page.getByRole("alert")).toHaveText("The file has no rows below its header line");
  await expect(basis).toHaveValue(`Importco ${tag} delegate list, legitimate interests`);

  await page.getByLabel("CSV file").setInputFiles({
    name: "delegates.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Map columns and check the preview" }),
  ).toBeVisible();
  await expect(page.getByLabel("Column: Email")).toHaveValue("email");
  const rows = page.getByTestId("preview-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Refuse");
  await expect(rows.nth(1)).toContainText("Email is not valid");
  await expect(rows.nth(0)).toContainText("Create");
  await checkPage(page);

  // Ignoring the company column updates the preview (by GET), then Start.
  await page.getByLabel("Column: Company").selectOption("");
  await page.getByLabel("Source for rows without one").selectOption("event");
  await page.getByRole("button", { name: "Update preview" }).click();
  // The choices are in the address once the new preview is drawn (the form is drawn anew then).
  await expect(page).toHaveURL(/[?&]defaultSource=event(&|$)/);
  await expect(page.getByLabel("Column: Company")).toHaveValue("");
  await expect(page.getByLabel("Source for rows without one")).toHaveValue("event");
  await page.getByLabel("Column: Company").selectOption("company");
  await page.getByRole("button", { name: "Start import" }).click();
  await expectToast(page, "Import started");

  await expectImportDone(page, testInfo.project.name === "nojs");
  await expect(page.getByTestId("import-counts")).toHaveText(
    "2 created, 0 updated, 0 skipped, 1 refused",
  );
  await checkPage(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the refused rows (CSV)" }).click(),
  ]);
  const refused = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  expect(refused).toContain(
    `3,not-an-email-${tag},Grace,Importa,Importco ${tag},Email is not valid`,
  );

  await page.goto(`/crm?q=${encodeURIComponent(`Importco ${tag}`)}`);
  await expect(page.getByRole("link", { name: "Ada Importa", exact: true })).toBeVisible();
  await page.goBack();

  // Undo, behind its confirmation.
  await page.getByRole("link", { name: "Undo this import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Undo this import?" })).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Yes, undo the import" }).click();
  await expectToast(page, "Import undone");
  await expect(page.getByTestId("import-state")).toHaveText("Undone");
  await expect(page.getByRole("link", { name: "Undo this import" })).toHaveCount(0);
  await page.goto(`/crm?q=${encodeURIComponent(`Importco ${tag}`)}`);
  await expect(page.getByRole("link", { name: "Ada Importa", exact: true })).toHaveCount(0);
});

test("a workbook or an image named .csv is refused in words, never an error page", async ({
  page,
}) => {
  await signIn(page, "/crm/imports/new");
  const basis = page.getByLabel("Lawful basis: where the list came from");
  await basis.fill("Spreadsheet from the Dental Show, legitimate interests");
  for (const [name, bytes, words] of [
    [
      "delegates.xlsx",
      [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
      "This is an Excel workbook, not a CSV file. In Excel, choose File, Save As, and the type 'CSV UTF-8 (Comma delimited)', then upload that file.",
    ],
    [
      "delegates.csv",
      [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
      "This is an Excel workbook, not a CSV file. In Excel, choose File, Save As, and the type 'CSV UTF-8 (Comma delimited)', then upload that file.",
    ],
    [
      "photo.csv",
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
      "This file is not text (an image, a PDF or another program's file). Save your list as CSV (in Excel: File, Save As, 'CSV UTF-8'), then upload that file.",
    ],
  ] as const) {
    await page.getByLabel("CSV file").setInputFiles({
      name,
      mimeType: "application/octet-stream",
      buffer: Buffer.from(bytes),
    });
    await page.getByRole("button", { name: "Upload and map columns" }).click();
    await expect(page.getByRole("alert")).toHaveText(words);
    await expect(
      page.getByRole("heading", { level: 1, name: "Import leads from CSV" }),
    ).toBeVisible();
    await expect(basis).toHaveValue("Spreadsheet from the Dental Show, legitimate interests");
  }
  await checkPage(page);
});

test("a file past 20 MB is refused in the import's words, never raw HTML nor the home page's link", async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, "/crm/imports/new");
  if (javaScriptEnabled) await waitForHydration(page);
  const words = "The file is larger than 20 MB. Split it into smaller files.";
  await page
    .getByLabel("Lawful basis: where the list came from")
    .fill("Delegates of the Dental Show, legitimate interests");
  await page.getByLabel("CSV file").setInputFiles({
    name: "delegates.csv",
    mimeType: "text/csv",
    buffer: Buffer.alloc(25 * 1024 * 1024, "a"),
  });
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  if (javaScriptEnabled) {
    // The form itself says so, the upload never sent.
    await expect(page.getByRole("alert")).toHaveText(words);
    await expect(
      page.getByRole("heading", { level: 1, name: "Import leads from CSV" }),
    ).toBeVisible();
    await checkPage(page);
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words);
    await expect(page.getByText("Return to the home page")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the import" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Import leads from CSV" }),
    ).toBeVisible();
  }
  await expect(page.getByText("<!doctype")).toHaveCount(0);
});

test("an erased person in an imported file: refused with the line and the reason only; their People page lists no import", async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const erased = `erased-${tag}@example.com`;
  await signIn(page, "/crm/imports");
  const lead = await page.request.post("/api/crm/leads", {
    data: { firstName: "Erin", lastName: `Gone${tag}`, email: erased },
  });
  expect(lead.status()).toBe(201);
  const erase = await page.request.post("/api/crm/people/erase", { data: { email: erased } });
  expect(erase.status(), await erase.text()).toBe(200);

  const started = await page.request.post("/api/crm/imports", {
    multipart: {
      file: {
        name: "delegates.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Email,First name,Last name\r\n${erased},Erin,Gone${tag}\r\n`),
      },
      mapping: JSON.stringify({
        Email: "email",
        "First name": "firstName",
        "Last name": "lastName",
      }),
      mode: "create-only",
      lawfulBasis: `Delegates ${tag}, legitimate interests`,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = await started.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/crm/imports/${id}`)).json()).state, {
      timeout: 60_000,
    })
    .toBe("done");
  const csv = await (await page.request.get(`/api/crm/imports/${id}?format=csv`)).text();
  expect(csv).toContain("2,,,");
  expect(csv.toLowerCase()).not.toContain(erased);
  expect(csv).not.toContain(`Gone${tag}`);

  await page.goto(`/crm/people?email=${encodeURIComponent(erased)}`);
  await expect(page.getByText(/This person was erased at their request/)).toBeVisible();
  await expect(page.getByText(/refused by a lead import/)).toHaveCount(0);
});

test("Undo names its counts and the leads changed since, and keeps them unless asked", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const [kept, untouched, existing] = ["kept", "untouched", "existing"].map(
    (who) => `undo-${who}-${tag}@example.com`,
  );
  await signIn(page, "/crm/imports");
  const made = await page.request.post("/api/crm/leads", {
    data: { firstName: "Ezra", lastName: `Before${tag}`, email: existing, company: "Old Co" },
  });
  expect(made.status()).toBe(201);
  const started = await page.request.post("/api/crm/imports", {
    multipart: {
      file: {
        name: "changed.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          [
            "Email,First name,Last name,Company,Phone",
            `${kept},Kit,Kept${tag},,`,
            `${untouched},Una,Untouched${tag},,`,
            `${existing},Ezra,Before${tag},New Co,01000 000000`,
          ].join("\r\n"),
        ),
      },
      mapping: JSON.stringify({
        Email: "email",
        "First name": "firstName",
        "Last name": "lastName",
        Company: "company",
        Phone: "phone",
      }),
      mode: "create-and-update",
      lawfulBasis: `Delegates ${tag}, legitimate interests`,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = await started.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/crm/imports/${id}`)).json()).state, {
      timeout: 60_000,
    })
    .toBe("done");
  const leadOf = async (email: string) =>
    (await (await page.request.get(`/api/crm/leads?q=${encodeURIComponent(email)}`)).json())[0];
  // Work done since the import: a status, notes and a follow-up; a new phone on the updated lead.
  const kit = await leadOf(kept);
  const ezra = await leadOf(existing);
  for (const [lead, data] of [
    [kit.id, { status: "contacted", notes: "Met at the stand" }],
    [ezra.id, { phone: "07999 111222" }],
  ] as const)
    expect((await page.request.put(`/api/crm/leads/${lead}`, { data })).status()).toBe(200);
  const followUp = await page.request.post("/api/crm/activities", {
    data: { leadId: kit.id, type: "call", subject: "Call back", dueAt: "2030-01-01T10:00:00Z" },
  });
  expect(followUp.status()).toBe(201);

  await page.goto(`/crm/imports/${id}`);
  await page.getByRole("link", { name: "Undo this import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Undo this import?" })).toBeVisible();
  await expect(page.getByTestId("undo-counts")).toHaveText(
    "Undo deletes 1 lead and restores 1. This cannot be reversed.",
  );
  const rows = page.getByTestId("changed-lead");
  await expect(rows).toHaveCount(2);
  const kitRow = rows.filter({ hasText: `Kept${tag}` });
  await expect(kitRow).toContainText("Status and notes changed; 1 follow-up planned");
  await expect(kitRow).toContainText("Kept as it is now");
  await expect(kitRow).toContainText("Deleted, with its 1 follow-up");
  const ezraRow = rows.filter({ hasText: `Before${tag}` });
  await expect(ezraRow).toContainText("Phone changed");
  await expect(ezraRow).toContainText("Phone kept as now; company put back as before the import");
  await expect(
    page.getByLabel("Keep them as they are now: deletes 1 lead and restores 1"),
  ).toBeChecked();
  await expect(
    page.getByLabel("Undo them too, losing the work done since: deletes 2 leads and restores 1"),
  ).not.toBeChecked();
  await checkPage(page);
  await page.getByRole("button", { name: "Yes, undo the import" }).click();
  await expectToast(page, "Import undone");
  await expect(page.getByTestId("import-state")).toHaveText("Undone");

  expect(await leadOf(untouched)).toBeUndefined();
  expect(await leadOf(kept)).toMatchObject({ status: "contacted", notes: "Met at the stand" });
  expect(await leadOf(existing)).toMatchObject({ phone: "07999 111222", company: "Old Co" });
  const planned = await (await page.request.get(`/api/crm/activities?leadId=${kit.id}`)).json();
  expect(planned.map((a: { subject: string }) => a.subject)).toEqual(["Call back"]);
});

test("a created date and a lost reason are mapped from the file; a bad date, a Closed Lost row without a reason and notes past the limit are refused in words", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const email = (name: string) => `imp.${name}-${tag}@example.com`;
  const csv = [
    "Email,First name,Last name,Create Date,Lead Status,Closed Lost Reason,Notes",
    `${email("dated")},Dee,Dated${tag},25/12/2024,Contacted,,`,
    `${email("lost")},Lou,Lost${tag},2024-03-01,Closed Lost,Price too high,`,
    `${email("noreason")},Nor,Eason${tag},,Closed Lost,,`,
    `${email("baddate")},Bad,Date${tag},31/02/2024,New,,`,
    `${email("long")},Lon,Gnotes${tag},,New,,${"n".repeat(5001)}`,
  ].join("\r\n");
  await signIn(page, "/crm/imports/new");
  await page.getByLabel("CSV file").setInputFiles({
    name: "old-crm.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page
    .getByLabel("Lawful basis: where the list came from")
    .fill(`Old CRM ${tag}, legitimate interests`);
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await expect(page.getByLabel("Column: Create Date")).toHaveValue("createdAt");
  await expect(page.getByLabel("Column: Closed Lost Reason")).toHaveValue("lostReason");
  const rows = page.getByTestId("preview-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText("25 Dec 2024");
  await expect(rows.nth(1)).toContainText("Price too high");
  await expect(rows.nth(2)).toContainText(
    "Closed Lost needs a lost reason: map a column to Lost reason",
  );
  await expect(rows.nth(3)).toContainText('Created date "31/02/2024" is not a date');
  await expect(rows.nth(4)).toContainText("Notes is too long: 5,001 characters, at most 5,000");
  await expect(page.getByTestId("preview-counts")).toHaveText(
    "In the whole file: 2 to create, 0 to update, 0 to skip, 3 refused",
  );
  await checkPage(page);
  // At 390 px no heading of the preview is broken inside a word ("Result" a letter a line): the
  // table scrolls in its own region instead.
  await page.setViewportSize({ width: 390, height: 844 });
  const lines = await page
    .getByRole("region", { name: /^Preview of the first/ })
    .locator("th")
    .evaluateAll((cells) =>
      cells
        .filter((cell) => !/\s/.test(cell.textContent!.trim()))
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return `${cell.textContent}: ${new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size}`;
        }),
    );
  expect(lines).toEqual([
    "Line: 1",
    "Result: 1",
    "Email: 1",
    "Status: 1",
    "Notes: 1",
    "Problems: 1",
  ]);
  await expectNoSidewaysScrollAt320(page);
  await page.getByRole("button", { name: "Start import" }).click();
  await expectToast(page, "Import started");
  await expectImportDone(page, testInfo.project.name === "nojs");
  await expect(page.getByTestId("import-counts")).toHaveText(
    "2 created, 0 updated, 0 skipped, 3 refused",
  );
  const found = async (address: string) =>
    (await (await page.request.get(`/api/crm/leads?q=${encodeURIComponent(address)}`)).json())[0];
  expect(await found(email("dated"))).toMatchObject({
    status: "contacted",
    createdAt: "2024-12-25T00:00:00.000Z",
  });
  expect(await found(email("lost"))).toMatchObject({
    status: "closed-lost",
    lostReason: "price",
    createdAt: "2024-03-01T00:00:00.000Z",
  });
});
