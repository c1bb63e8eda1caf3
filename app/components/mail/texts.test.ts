import { describe, expect, it } from "vitest";
import { MAIL_TEXTS } from "./texts";

describe("the mail list's summary: no '0 …', no '1 … s', page numbers only when there are pages", () => {
  it("mail", () => {
    expect(MAIL_TEXTS.summary(0, null, 1, 1)).toBe("");
    expect(MAIL_TEXTS.summary(1, null, 1, 1)).toBe("1 mail.");
    expect(MAIL_TEXTS.summary(3, "Failed", 1, 1)).toBe("3 mails failed.");
    expect(MAIL_TEXTS.summary(120, null, 1, 3)).toBe("120 mails; page 1 of 3.");
  });
});
