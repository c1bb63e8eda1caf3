/**
 * The Staff page's pending invitations (Resend, Revoke) and the confirmations before every
 * destructive change, with JavaScript on and off (both projects run every test): each
 * confirmation opens with focus on its safe choice, so Enter twice never does the damage
 * (docs/decisions/045 and 046).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/fixtures";
import { STAFF_EMAIL, STAFF_TOTP_SECRET } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import {
  createStaffAccount,
  expectToast,
  signIn,
  useStaffSession,
  uniqueStaffEmail,
} from "./helpers/crm";
import { invitationLinkIn, mailTo } from "./helpers/mail";

const SUBJECT = "You are invited to the";

const card = (page: Page, listName: string, email: string) =>
  page
    .getByRole("list", { name: listName })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: email, exact: true }) });

test("pending invitations are listed; Resend mails a new link and the old one stops; Revoke asks first, opening on Keep", async ({
  page,
  browser,
}) => {
  const project = test.info().project.name;
  await signIn(page, "/crm/staff");
  const invitee = uniqueStaffEmail("typo", project);
  await page.getByLabel("Colleague's email").fill(invitee);
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, `Invitation mailed to ${invitee}`);

  const invitation = card(page, "Pending invitations", invitee);
  await expect(invitation).toHaveCount(1);
  await expect(invitation).toContainText("Admin");
  await expect(invitation).toContainText(`Invited by${STAFF_EMAIL}`);
  await expect(invitation.getByText("Sent")).toBeVisible();
  await expect(invitation.getByText("Expires")).toBeVisible();
  await expect(invitation.getByText("Expired", { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
  const firstLink = invitationLinkIn(await mailTo(invitee, SUBJECT));

  await invitation.getByRole("button", { name: `Resend the invitation to ${invitee}` }).click();
  await expectToast(page, `Invitation mailed again to ${invitee}`);
  let secondLink = firstLink;
  await expect
    .poll(async () => {
      secondLink = invitationLinkIn(await mailTo(invitee, SUBJECT));
      return secondLink;
    })
    .not.toBe(firstLink);

  const theirs = await browser.newContext({ javaScriptEnabled: project !== "nojs" });
  const colleague = await theirs.newPage();
  expect((await colleague.goto(firstLink))?.status()).toBe(410);
  await expect(colleague.getByText("This invitation link is not valid")).toBeVisible();
  expect((await colleague.goto(secondLink))?.status()).toBe(200);
  await expect(colleague.getByRole("heading", { level: 1, name: "Join the CRM" })).toBeVisible();

  // Revoke: a confirmation page, focus on the safe choice; Enter there keeps the invitation.
  await card(page, "Pending invitations", invitee)
    .getByRole("link", { name: `Revoke the invitation to ${invitee}` })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Revoke the invitation to ${invitee}?` }),
  ).toBeVisible();
  const keep = page.getByRole("link", { name: "Keep the invitation" });
  await expect(keep).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/crm\/staff$/);
  await expect(card(page, "Pending invitations", invitee)).toHaveCount(1);

  await card(page, "Pending invitations", invitee)
    .getByRole("link", { name: `Revoke the invitation to ${invitee}` })
    .click();
  await page.getByRole("button", { name: "Revoke invitation" }).click();
  await expectToast(page, `Invitation to ${invitee} revoked: its link no longer works`);
  await expect(card(page, "Pending invitations", invitee)).toHaveCount(0);

  expect((await colleague.goto(secondLink))?.status()).toBe(410);
  await expect(colleague.getByText("This invitation was withdrawn by an admin")).toBeVisible();
  await expectNoA11yViolations(colleague);
  await theirs.close();
});

test("Deactivate and Reset second factor ask first, opening on the safe choice; a deactivated account offers only Reactivate", async ({
  page,
}) => {
  const project = test.info().project.name;
  const colleague = uniqueStaffEmail("leaver", project);
  await createStaffAccount({ email: colleague, totpSecret: STAFF_TOTP_SECRET });
  await signIn(page, "/crm/staff");
  const account = () => card(page, "Staff accounts", colleague);

  // Reset second factor: Enter on the focused "Keep it" changes nothing.
  await account().getByRole("link", { name: "Reset second factor" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Reset the second factor of ${colleague}?` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Keep it" })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/crm\/staff$/);
  await expect(account()).toContainText("Second factorSet up");
  await account().getByRole("link", { name: "Reset second factor" }).click();
  await page.getByRole("button", { name: "Reset second factor" }).click();
  await expectToast(page, "Second factor reset: they set it up again at their next sign-in");
  await expect(account()).toContainText("Second factorNot set up yet");
  await expect(account().getByRole("link", { name: "Reset second factor" })).toHaveCount(0);

  // Deactivate: the hand-over choice is on the confirmation page, which opens on "Keep active".
  await account().getByRole("link", { name: "Deactivate" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Deactivate ${colleague}?` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Keep active" })).toBeFocused();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
  await page.keyboard.press("Enter");
  await expect(account()).toContainText("StateActive");
  await account().getByRole("link", { name: "Deactivate" }).click();
  await page
    .getByLabel(`On deactivation, give ${colleague}'s`)
    .selectOption({ label: STAFF_EMAIL });
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Account deactivated: its sessions have ended");
  await expect(account()).toContainText("StateDeactivated");
  // Only Reactivate is offered on a deactivated account.
  await expect(account().getByRole("button", { name: "Reactivate" })).toBeVisible();
  await expect(account().getByRole("button", { name: "Make an admin" })).toHaveCount(0);
  await expect(account().getByRole("link", { name: "Reset second factor" })).toHaveCount(0);
  await expect(account().getByRole("link", { name: "Deactivate" })).toHaveCount(0);
});

test("the delete and erasure confirmations open on Cancel: Enter twice keeps the lead", async ({
  page,
}) => {
  const project = test.info().project.name;
  await useStaffSession(page);
  const lastName = `Safechoice${project}${Date.now()}`;
  const name = `Keep ${lastName}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  const created = await page.request.post("/api/crm/leads", {
    data: { firstName: "Keep", lastName, email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).lead as { id: number };
  await page.goto(`/crm?q=${encodeURIComponent(lastName)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  const deleteControl = row
    .getByRole("button", { name: `Delete ${name}` })
    .or(row.getByRole("link", { name: `Delete ${name}` }));
  await deleteControl.focus();
  await page.keyboard.press("Enter");
  if (project === "nojs") {
    await expect(page).toHaveURL(/\/delete\?/);
    await expect(page.getByRole("link", { name: "Cancel" })).toBeFocused();
  } else {
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect((await page.request.get(`/api/crm/leads/${id}`)).status()).toBe(200);

  // The confirmation page itself, opened directly (with JavaScript too): Cancel has focus.
  await page.goto(`/crm/leads/${id}/delete`);
  await expect(page.getByRole("link", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/delete/);
  expect((await page.request.get(`/api/crm/leads/${id}`)).status()).toBe(200);

  // The erasure confirmation too: Enter on the focused Cancel erases nothing.
  await page.goto(`/crm/people/erase?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/crm\/people\?/);
  expect((await page.request.get(`/api/crm/leads/${id}`)).status()).toBe(200);
});
