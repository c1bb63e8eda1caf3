/**
 * A post written, saved and published with the keyboard alone (as the rest of the
 * CRM), with JavaScript and without: every field and button is reached by Tab, its focus ring
 * is drawn at 3:1 or more, Enter saves and publishes, and the post is on /blog.
 */
import { expect, test } from "./helpers/fixtures";
import { focusRing } from "./helpers/contrast";
import { expectToast, signIn } from "./helpers/crm";
import { tabTo } from "./helpers/keyboard";

test("a post drafted, saved and published by keyboard, each control's focus ring visible", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const title = `Keyboard post ${stamp}`;
  await signIn(page, "/crm/posts/new");

  const reach = async (label: string | RegExp) => {
    const field =
      typeof label === "string" ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
    await tabTo(page, field);
    expect(
      (await focusRing(page, field)).ratio,
      `${String(label)}'s focus ring`,
    ).toBeGreaterThanOrEqual(3);
    return field;
  };
  await reach("Title");
  await page.keyboard.type(title);
  const category = await reach("Category");
  // A closed list takes the arrow keys: the first category after the empty choice.
  await page.keyboard.press("ArrowDown");
  await expect(category).not.toHaveValue("");
  await reach(/^Excerpt/);
  await page.keyboard.type("Written without a mouse.");
  await reach("Body (Markdown)");
  await page.keyboard.type("Every control is reached by **Tab**.");

  const button = async (name: string) => {
    const control = page.getByRole("button", { name, exact: true });
    await tabTo(page, control, 80);
    expect((await focusRing(page, control)).ratio, `${name}'s focus ring`).toBeGreaterThanOrEqual(
      3,
    );
    await page.keyboard.press("Enter");
  };
  await button("Save draft");
  await expectToast(page, "Draft saved");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const slug = await page.getByLabel(/^Address \(slug\)/).inputValue();

  await button("Publish now");
  await expectToast(page, "Post published: it is on the site now");
  const live = await request.get(`/blog/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(title);
});
