import { afterEach, describe, expect, it, vi } from "vitest";
import { getSubjectKey, resetSessionSecretForTests } from "~/utils/secret.server";
import { subjectHash } from "./people.server";
import { subjectKey, useSubjectKey } from "./subject-key.server";

const started = subjectKey();

afterEach(() => {
  vi.unstubAllEnvs();
  resetSessionSecretForTests();
  useSubjectKey(started);
});

describe("the subject key", () => {
  it("keys the person hash: another key names the same address differently", () => {
    const before = subjectHash(" Ada@Example.com ");
    expect(before).toBe(subjectHash("ada@example.com"));
    useSubjectKey("k".repeat(32));
    expect(subjectHash("ada@example.com")).not.toBe(before);
  });

  it("SUPPRESSION_SECRET survives a new SESSION_SECRET; without it the key follows the session secret", () => {
    vi.stubEnv("SESSION_SECRET", "s".repeat(40));
    vi.stubEnv("SUPPRESSION_SECRET", "p".repeat(40));
    resetSessionSecretForTests();
    const own = getSubjectKey();
    vi.stubEnv("SESSION_SECRET", "t".repeat(40));
    resetSessionSecretForTests();
    expect(getSubjectKey()).toBe(own);

    vi.stubEnv("SUPPRESSION_SECRET", "");
    const derived = getSubjectKey();
    vi.stubEnv("SESSION_SECRET", "u".repeat(40));
    resetSessionSecretForTests();
    expect(getSubjectKey()).not.toBe(derived);
  });

  it("refuses to hash without a key rather than miss every suppression", () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("durham-data-strategy.subject-key")];
    expect(() => subjectHash("ada@example.com")).toThrow(/no subject key/);
    expect(() => useSubjectKey("")).toThrow(/empty/);
  });
});
