import { describe, expect, it } from "vitest";
import { parseEnv, startupWarnings } from "./env.server";

const secret = "s".repeat(40);

describe("startupWarnings", () => {
  it("warns a production start without SUPPRESSION_SECRET that a new SESSION_SECRET forgets every erasure suppression", () => {
    const warnings = startupWarnings(parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("SUPPRESSION_SECRET is not set");
    expect(warnings[0]).toContain("a new SESSION_SECRET forgets every one of them");
  });

  it("is quiet with SUPPRESSION_SECRET set, in development and on a local run (npm start)", () => {
    expect(
      startupWarnings(
        parseEnv({
          NODE_ENV: "production",
          SESSION_SECRET: secret,
          SUPPRESSION_SECRET: "p".repeat(40),
        }),
      ),
    ).toEqual([]);
    expect(startupWarnings(parseEnv({ NODE_ENV: "development" }))).toEqual([]);
    expect(startupWarnings(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "1" }))).toEqual([]);
  });
});
