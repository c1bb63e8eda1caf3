/**
 * /crm/join/:token answers a wrong password with the error summary every form has (decision 042),
 * never the browser's validation bubbles: the form is not validated by the browser, and each
 * refusal names its field in the summary, under the field and in the page title.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { invitationMailTo } from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  handle = await inProcessHandler();
}, 120_000);

const send = (url: string, fields?: Record<string, string>, cookie = "") =>
  handle(
    new Request(`http://localhost${url}`, {
      method: fields ? "POST" : "GET",
      redirect: "manual",
      headers: fields
        ? { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }
        : { Cookie: cookie },
      body: fields ? new URLSearchParams(fields) : undefined,
    }),
  );

describe("the join page's errors", () => {
  it("shows an error summary linked to the field, with no browser validation", async () => {
    const admin = await signIn(testDb.db);
    await send(
      "/crm/staff",
      { intent: "invite", email: "joiner@example.com", role: "member" },
      admin.cookie,
    );
    const { path } = await invitationMailTo(testDb.db, "joiner@example.com");
    const page = await (await send(path!)).text();
    expect(page).toMatch(/<form novalidate="" method="post">/i);
    expect(page).not.toMatch(/minLength|minlength|required=""/);

    const cases = [
      [{ password: "", repeat: "" }, "password", "Enter a new password of at least 12 characters."],
      [{ password: "short", repeat: "short" }, "password", "Use at least 12 characters."],
      [
        { password: "a long enough password", repeat: "" },
        "repeat",
        "Enter the same password again.",
      ],
      [
        { password: "a long enough password", repeat: "another long password" },
        "repeat",
        "The two passwords differ.",
      ],
    ] as const;
    for (const [fields, field, message] of cases) {
      const answer = await send(path!, fields);
      expect(answer.status, message).toBe(400);
      const html = await answer.text();
      expect(html).toContain("There is a problem");
      expect(html).toContain(`href="#${field}">${message}</a>`);
      expect(html).toContain(`<p id="${field}-error"`);
      expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
      expect(html).toContain("<title>Error: Join the CRM");
      // A typed password is never sent back.
      expect(html).not.toContain('value="a long enough password"');
    }
  });
});
