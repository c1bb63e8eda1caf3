import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getSessionSecret, resetSessionSecretForTests } from "./secret.server";

describe("getSessionSecret", () => {
  const saved = { ...process.env };
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    process.env.DATA_DIR = dir;
    process.env.LOG_LEVEL = "silent";
    delete process.env.SESSION_SECRET;
    delete process.env.LOCAL_RUN;
    resetSessionSecretForTests();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetSessionSecretForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("uses SESSION_SECRET when set", () => {
    process.env.SESSION_SECRET = "from-env";
    expect(getSessionSecret()).toBe("from-env");
  });

  it("refuses to run in production without SESSION_SECRET", () => {
    process.env.NODE_ENV = "production";
    expect(() => getSessionSecret()).toThrow(/SESSION_SECRET is not set/);
  });

  it("creates a 32-byte secret in DATA_DIR for local runs, readable only by the owner, and reuses it", () => {
    process.env.NODE_ENV = "production";
    process.env.LOCAL_RUN = "1";
    const secret = getSessionSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, "session-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetSessionSecretForTests();
    expect(getSessionSecret()).toBe(secret);
  });
});
