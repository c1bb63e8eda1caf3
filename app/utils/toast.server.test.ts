import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getToast, redirectWithToast } from "./toast.server";
import { resetSessionSecretForTests } from "./secret.server";

function cookieFrom(response: { headers: Headers }): string {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0];
}

describe("flash toasts", () => {
  beforeAll(() => {
    process.env.SESSION_SECRET = "test-secret-for-toasts";
    resetSessionSecretForTests();
  });
  afterAll(() => {
    delete process.env.SESSION_SECRET;
    resetSessionSecretForTests();
  });

  it("redirects with a signed cookie that the next request reads once", async () => {
    const response = await redirectWithToast("/contact", {
      title: "Message sent successfully!",
      description: "Thank you.",
      variant: "success",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const { toast, headers } = await getToast(
      new Request("http://x/contact", { headers: { Cookie: cookieFrom(response) } }),
    );
    expect(toast).toEqual({
      title: "Message sent successfully!",
      description: "Thank you.",
      variant: "success",
    });
    // The cookie is cleared, so a reload does not show the toast again.
    expect(headers.get("Set-Cookie")).toMatch(/__toast=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it("keeps the status and headers passed in init", async () => {
    const response = await redirectWithToast(
      "/",
      { title: "Hi" },
      { status: 303, headers: { "X-Test": "1" } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("X-Test")).toBe("1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__toast=/);
  });

  it("returns no toast and no header without the cookie", async () => {
    const { toast, headers } = await getToast(new Request("http://x/"));
    expect(toast).toBeNull();
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("ignores a forged (unsigned) cookie", async () => {
    const forged = `__toast=${Buffer.from(JSON.stringify({ __flash_toast__: { title: "Hacked" } })).toString("base64")}`;
    const { toast } = await getToast(new Request("http://x/", { headers: { Cookie: forged } }));
    expect(toast).toBeNull();
  });
});
