/** The shipped common-password list: the well-known ones are refused, a strong one is not. */
import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords.server";

describe("common passwords", () => {
  it("ships tens of thousands of passwords, from the package and the project's long ones", () => {
    expect(commonPasswordCount()).toBeGreaterThan(49_000);
  });

  it("refuses well-known ones whatever their case and surrounding spaces", () => {
    // From the package's list (breach corpora), then from the project's 12+ character list.
    for (const password of ["qwerty123456", "1qaz2wsx3edc", " Administrator ", "password1234"])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it("accepts a long password nobody else chose", () => {
    expect(isCommonPassword("violet-kettle-harbour-42-sings")).toBe(false);
  });
});
