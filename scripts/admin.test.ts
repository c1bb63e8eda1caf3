/** The admin CLI end to end: real processes against a throwaway embedded database. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, setDbHandle } from "@db/client.server";
import { findStaffByEmail, verifyStaffLogin } from "~/models/staff.server";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

let dataDir: string;
let holder: ChildProcess | undefined;

function env() {
  const vars: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete vars.DATABASE_URL;
  return vars;
}

function admin(args: string[], stdin?: string, tool = "admin") {
  // What `npm run admin` runs (the bundled CLI), without npm's own warnings on stderr.
  const result = spawnSync(process.execPath, ["scripts/cli.js", tool, ...args], {
    env: env(),
    encoding: "utf8",
    timeout: 60_000,
    input: stdin,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run admin", () => {
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
  });

  afterAll(async () => {
    await stopHolder();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates, lists, changes the password of and deletes a staff account; refuses short passwords", async () => {
    const created = admin(
      ["create", "--email", "CLI@Example.com", "--password-stdin"],
      "a long enough password\n",
    );
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    expect(created.out).toContain("Created staff account cli@example.com.");

    expect(created.out).toContain("Role: member.");

    const first = admin(
      ["create", "--email", "boss@example.com", "--role", "admin", "--password-stdin"],
      "the first admin's password\n",
    );
    expect(first.code).toBe(0);
    expect(first.out).toBe("Created staff account boss@example.com.\nRole: admin.\n");
    const badRole = admin(
      ["create", "--email", "x@example.com", "--role", "owner", "--password-stdin"],
      "a long enough password\n",
    );
    expect(badRole.code).toBe(1);
    expect(badRole.err).toContain("--role takes admin or member");

    const bot = admin(
      ["create", "--email", "bot@example.com", "--totp-secret", SECRET, "--password-stdin"],
      "a long enough password\n",
    );
    expect(bot.code).toBe(0);
    const badSecret = admin(
      ["create", "--email", "bot2@example.com", "--totp-secret", "not-base32!", "--password-stdin"],
      "a long enough password\n",
    );
    expect(badSecret.code).toBe(1);
    expect(badSecret.err).toContain("The TOTP secret must be base32");

    const tooShort = admin(
      ["create", "--email", "short@example.com", "--password-stdin"],
      "elevenchars",
    );
    expect(tooShort.code).toBe(1);
    expect(tooShort.err).toContain("The password must be at least 12 characters long.");

    const listed = admin(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/\bcli@example\.com\tmember\b/);
    expect(listed.out).toMatch(/\bboss@example\.com\tadmin\b/);
    expect(listed.out).not.toContain("short@example.com");
    expect(listed.out).not.toContain("a long enough password");

    const changed = admin(
      ["set-password", "--email", "cli@example.com", "--password-stdin"],
      "another long password\r\n",
    );
    expect(changed.code).toBe(0);
    expect(changed.out).toContain("Password changed for cli@example.com; its sessions have ended.");

    // The piped password is the first line without its line break (\r\n here): it signs in.
    const db = openDb({ dataDir: path.join(dataDir, "pglite") });
    setDbHandle(db);
    try {
      expect(await verifyStaffLogin("cli@example.com", "another long password")).toMatchObject({
        email: "cli@example.com",
      });
      expect(await verifyStaffLogin("cli@example.com", "a long enough password")).toBeFalsy();
      // --totp-secret enrolled the known secret at once, sealed at rest (never stored as is)
      const bot = await findStaffByEmail("bot@example.com");
      expect(bot).toMatchObject({ totpEnabledAt: expect.any(Date) });
      expect(bot?.totpSecret).toMatch(/^v1\./);
      expect(bot?.totpSecret).not.toContain(SECRET);
      expect((await findStaffByEmail("cli@example.com"))?.totpEnabledAt).toBeNull();
    } finally {
      setDbHandle(undefined);
      await db.close();
    }

    const deleted = admin(["delete", "--email", "cli@example.com"]);
    expect(deleted.code).toBe(0);
    expect(admin(["delete", "--email", "boss@example.com"]).code).toBe(0);
    const reset = admin(["reset-second-factor", "--email", "bot@example.com"]);
    expect(reset.code).toBe(0);
    expect(reset.out).toContain("Second factor reset for bot@example.com");
    expect(admin(["delete", "--email", "bot@example.com"]).code).toBe(0);
    expect(admin(["list"]).out).toContain("No staff accounts yet.");

    // Argument errors are reported before the database is opened.
    const noEmail = admin(["delete"]);
    expect(noEmail.code).toBe(1);
    expect(noEmail.err).toContain("--email is required.");
  }, 180_000);

  it("never takes a password as an argument, and asks for stdin when there is no terminal", () => {
    const refused = admin([
      "create",
      "--email",
      "argv@example.com",
      "--password",
      "a long enough password",
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("--password is not accepted");
    expect(refused.err).toContain("--password-stdin");
    expect(refused.out + refused.err).not.toContain("a long enough password");

    // spawnSync's stdin is a pipe, not a terminal: no prompt can be shown.
    const noTerminal = admin(["create", "--email", "argv@example.com"]);
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.err).toContain("No terminal to ask for the password");
    expect(admin(["list"]).out).not.toContain("argv@example.com");
  }, 120_000);

  it("says what to do when the data directory is not writable (a root-owned bind mount), not a bare EACCES", () => {
    // Builds the bundled CLI (node_modules/.cache/cli) as this user, to run it as another below.
    expect(admin(["list", "--help"]).code).toBe(0);
    const readOnly = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-readonly-"));
    fs.chmodSync(readOnly, 0o555);
    try {
      // Root may write anywhere: run it without the capability to override file permissions, as
      // the image's user meets a root-owned mount. (Running as nobody instead would fail to even
      // read a checkout under a private folder.)
      const cli = [process.execPath, "node_modules/.cache/cli/admin.mjs", "list"];
      const [command, ...args] =
        process.getuid?.() === 0
          ? ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", ...cli]
          : cli;
      const result = spawnSync(command, args, {
        env: { ...env(), DATA_DIR: readOnly },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`DATA_DIR: ${path.join(readOnly, "pglite")} is not writable`);
      expect(result.stderr).toContain("-v dds-data:/app/data");
      expect(result.stderr).toContain("sudo chown -R");
      expect(result.stderr).not.toMatch(/^Error: EACCES/m);
    } finally {
      fs.rmSync(readOnly, { recursive: true, force: true });
    }
  }, 120_000);

  it("says clearly that the database is in use while another process has it open", async () => {
    // Another process (standing in for a server without the admin socket) opens the database.
    await startHolder(false);
    const busy = admin(["list"]);
    expect(busy.code).toBe(1);
    expect(busy.err).toContain("is in use by another process");
    expect(busy.err).toContain("Stop the server first, or set DATABASE_URL");
    await stopHolder();
  }, 120_000);

  it("while a server holds the embedded database, runs the command in that server (admin socket)", async () => {
    await startHolder(true);
    const created = admin(
      ["create", "--email", "running@example.com", "--password-stdin"],
      "a password for a running server\n",
    );
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    expect(created.out).toBe("Created staff account running@example.com.\nRole: member.\n");
    expect(admin(["list"]).out).toMatch(/\brunning@example\.com\b/);
    // The server's refusals come back as the CLI's own.
    const again = admin(
      ["create", "--email", "running@example.com", "--password-stdin"],
      "a password for a running server\n",
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain("A staff account for running@example.com already exists.");
    // `npm run backup` too is run by the running server, which keeps serving.
    const backup = admin([], undefined, "backup");
    expect(backup.err).toBe("");
    expect(backup.out).toMatch(/^Backup written: .*\/backups\/dds-[\dT:.Z-]+\.backup\n/);
    const files = fs.readdirSync(path.join(dataDir, "backups"));
    expect(files.filter((name) => name.endsWith(".backup"))).toHaveLength(1);
    await stopHolder();

    // A killed server leaves its socket file: the CLI then opens the database itself.
    expect(fs.existsSync(path.join(dataDir, "admin", "admin.sock"))).toBe(true);
    const after = admin(["list"]);
    expect(after.code).toBe(0);
    expect(after.out).toMatch(/\brunning@example\.com\b/);
  }, 180_000);
});

/** A process holding the embedded database (one node process, so killing it really ends it). */
async function startHolder(withSocket: boolean) {
  const script = withSocket
    ? 'Promise.all([import("./db/client.server.ts"), import("./app/server/admin-socket.ts")]).then(async ([db, admin]) => { await db.getDbHandle().migrate(); await admin.listenAdminSocket(db.dataDir()); console.log("ready"); setInterval(() => {}, 1000); })'
    : 'import("./db/client.server.ts").then(async (m) => { await m.getDbHandle().ping(); console.log("ready"); setInterval(() => {}, 1000); })';
  holder = spawn(process.execPath, ["--import", "tsx", "--eval", script], {
    env: env(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the database holder did not start")), 60_000);
    holder!.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    holder!.on("exit", (code) => reject(new Error(`the database holder exited with ${code}`)));
  });
}

async function stopHolder() {
  if (!holder || holder.exitCode !== null || holder.signalCode !== null) return;
  const exited = new Promise((resolve) => holder!.once("exit", resolve));
  holder.kill("SIGKILL");
  await exited;
}
