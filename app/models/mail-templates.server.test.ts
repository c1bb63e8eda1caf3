/** Staff notification mail says when an enquiry arrived as people read it: UK time, in words. */
import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES } from "./mail-templates.server";

describe("notification mail: when it was received", () => {
  it.each(["contact-notification", "dental-iq-notification"] as const)("%s", (name) => {
    const template = MAIL_TEMPLATES[name];
    expect(template, name).toBeDefined();
    const { text } = template.preview();
    // The sample arrived at 09:30 UTC on 2 March 2026 (GMT: the same in London).
    expect(text).toContain("2 March 2026 at 09:30 (UK time)");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
