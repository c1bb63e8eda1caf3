import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
    // Only the secret is left in the folder: no file of a write in progress.
    expect(fs.readdirSync(dir)).toEqual(["session-secret"]);
  });

  it("when another process makes the secret first, it reads that one whole and leaves no file behind", () => {
    process.env.NODE_ENV = "development";
    const file = path.join(dir, "session-secret");
    const theirs = "f".repeat(64);
    // The other process links its finished file in between this one's check and its own link.
    const link = vi.spyOn(fs, "linkSync").mockImplementationOnce(() => {
      fs.writeFileSync(file, `${theirs}\n`);
      throw Object.assign(new Error("exists"), { code: "EEXIST" });
    });
    expect(getSessionSecret()).toBe(theirs);
    expect(link).toHaveBeenCalledOnce();
    // What this process wrote went to a file of its own, complete, and is gone.
    const [temp, target] = link.mock.calls[0] as [string, string];
    expect(target).toBe(file);
    expect(temp).not.toBe(file);
    expect(fs.readdirSync(dir)).toEqual(["session-secret"]);
    link.mockRestore();
  });
});
