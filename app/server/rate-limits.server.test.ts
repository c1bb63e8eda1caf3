import { afterEach, describe, expect, it, vi } from "vitest";
import { formLimit, loginLimits } from "./rate-limits.server";

afterEach(() => vi.unstubAllEnvs());

describe("the configured limits handed to the models", () => {
  it("are the documented defaults when nothing is set", () => {
    expect(formLimit()).toEqual({ max: 10, windowMs: 10 * 60_000 });
    expect(loginLimits()).toEqual({
      pair: { max: 5, windowMs: 15 * 60_000 },
      address: { max: 30, windowMs: 15 * 60_000 },
      account: { max: 50, windowMs: 60 * 60_000 },
    });
  });

  it("follow RATE_LIMIT_FORMS and RATE_LIMIT_LOGIN_*", () => {
    vi.stubEnv("RATE_LIMIT_FORMS", "3/30s");
    vi.stubEnv("RATE_LIMIT_LOGIN", "2/10m");
    vi.stubEnv("RATE_LIMIT_LOGIN_ADDRESS", "7/1h");
    vi.stubEnv("RATE_LIMIT_LOGIN_ACCOUNT", "9/1d");
    expect(formLimit()).toEqual({ max: 3, windowMs: 30_000 });
    expect(loginLimits()).toEqual({
      pair: { max: 2, windowMs: 600_000 },
      address: { max: 7, windowMs: 3_600_000 },
      account: { max: 9, windowMs: 86_400_000 },
    });
  });
});
