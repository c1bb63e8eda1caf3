import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  ESSENTIAL_ONLY,
  createConsent,
  formatConsentDate,
  parseConsent,
  readConsent,
  writeConsent,
} from "./cookie-consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const valid = {
  essential: true,
  analytics: true,
  functional: false,
  timestamp: "2026-11-21T10:05:00.000Z",
};

describe("parseConsent", () => {
  it("accepts a valid record", () => {
    expect(parseConsent(JSON.stringify(valid))).toEqual(valid);
  });

  it("treats a missing value as no consent", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("")).toBeNull();
  });

  it("treats unparseable JSON as no consent", () => {
    expect(parseConsent("{not json")).toBeNull();
    expect(parseConsent("garbage")).toBeNull();
  });

  it("rejects the wrong shape", () => {
    for (const bad of [
      "null",
      "[]",
      "42",
      JSON.stringify({ ...valid, essential: false }),
      JSON.stringify({ ...valid, analytics: "yes" }),
      JSON.stringify({ ...valid, functional: undefined }),
      JSON.stringify({ ...valid, timestamp: "yesterday" }),
      JSON.stringify({ ...valid, timestamp: 12 }),
    ]) {
      expect(parseConsent(bad), bad).toBeNull();
    }
  });

  it("drops unknown fields", () => {
    expect(parseConsent(JSON.stringify({ ...valid, extra: 1 }))).toEqual(valid);
  });
});

describe("reading and writing", () => {
  const now = new Date("2026-11-21T10:05:00.000Z");

  it("stores Accept All and Essential Only with essential locked on and an ISO timestamp", () => {
    const storage = memoryStorage();
    expect(writeConsent(storage, ACCEPT_ALL, now)).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      timestamp: "2026-11-21T10:05:00.000Z",
    });
    expect(JSON.parse(storage.data.get(CONSENT_STORAGE_KEY)!)).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      timestamp: "2026-11-21T10:05:00.000Z",
    });
    writeConsent(storage, ESSENTIAL_ONLY, now);
    expect(readConsent(storage)).toEqual(createConsent(ESSENTIAL_ONLY, now));
  });

  it("reads nothing from empty, broken or throwing storage", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: "garbage" }))).toBeNull();
    expect(
      readConsent({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBeNull();
  });

  it("still returns the choice when storage refuses to write", () => {
    const consent = writeConsent(
      {
        setItem: () => {
          throw new Error("full");
        },
      },
      { analytics: true, functional: false },
      now,
    );
    expect(consent).toEqual({
      essential: true,
      analytics: true,
      functional: false,
      timestamp: now.toISOString(),
    });
  });

  it("formats 'Last updated' as an en-GB date and time", () => {
    expect(formatConsentDate("2026-11-21T10:05:09.000Z", "UTC")).toBe("21/11/2026, 10:05:09");
  });
});
