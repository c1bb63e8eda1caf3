/**
 * The admin CLI's commands (scripts/admin.ts), and a way to run them while the server runs.
 *
 * The embedded database serves one process: while the server has it open, the CLI cannot. So the
 * server listens on a Unix socket in DATA_DIR/admin/ (a directory only its own user may enter: the
 * same trust as the database files next to it), and the CLI, finding the socket answering, sends
 * the command there; the server runs it on its open database. `docker exec <container> npm run
 * admin -- create …` then works on a running container. With DATABASE_URL (PostgreSQL) there is no
 * socket: the CLI opens the database itself, alongside the server.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import {
  StaffError,
  createStaffUser,
  findStaffByEmail,
  deleteStaff,
  listStaff,
  setStaffPassword,
} from "~/models/staff.server";
import { normaliseEmail } from "~/utils/email";
import { normaliseTotpSecret, resetSecondFactor } from "~/models/totp.server";
import { notifyStaff } from "~/models/staff-notices.server";
import { log } from "~/utils/log.server";
import { getDbHandle } from "@db/client.server";
import { BackupError, runBackup } from "~/models/backups.server";
import {
  type AdminReply,
  type AdminRequest,
  SOCKET_COMMANDS,
  socketPath,
} from "./admin-socket-client";

const ok = (out: string): AdminReply => ({ code: 0, out: `${out}\n`, err: "" });

/** Runs one command on the database this process has open; a refused one is code 1. */
export async function runAdminCommand(request: AdminRequest): Promise<AdminReply> {
  const email = request.email ?? "";
  try {
    switch (request.command) {
      case "create": {
        const user = await createStaffUser(email, request.password ?? "", {
          role: request.role ?? "member",
          totpSecret:
            request.totpSecret === undefined ? undefined : normaliseTotpSecret(request.totpSecret),
        });
        return ok(`Created staff account ${user.email}.\nRole: ${user.role}.`);
      }
      case "list": {
        const users = await listStaff();
        if (users.length === 0) return ok("No staff accounts yet.");
        return ok(
          users
            .map((u) => `${u.id}\t${u.email}\t${u.role}\tcreated ${u.createdAt.toISOString()}`)
            .join("\n"),
        );
      }
      case "set-password":
        await setStaffPassword(email, request.password ?? "");
        return ok(`Password changed for ${normaliseEmail(email)}; its sessions have ended.`);
      case "reset-second-factor": {
        // Recovery when an account (perhaps the only admin) has lost its phone and its codes.
        const user = await findStaffByEmail(email);
        if (!user) throw new StaffError(`No staff account for ${normaliseEmail(email)}.`);
        await resetSecondFactor(user.id);
        await notifyStaff(user.id, "second-factor-reset");
        return ok(
          `Second factor reset for ${user.email}; its sessions have ended. It sets up a new one at its next sign-in.`,
        );
      }
      case "delete":
        await deleteStaff(email);
        return ok(`Deleted staff account ${normaliseEmail(email)} and its sessions.`);
      case "backup": {
        const result = await runBackup(getDbHandle());
        return { ...ok(backupReport(result)), code: result.copy && !result.copy.ok ? 1 : 0 };
      }
      default:
        return { code: 2, out: "", err: `Unknown command "${String(request.command)}".\n` };
    }
  } catch (error) {
    if (error instanceof StaffError || error instanceof BackupError)
      return { code: 1, out: "", err: `${error.message}\n` };
    // A backup's failure is always answered in words (runBackup logs it): never silence.
    if (request.command === "backup")
      return { code: 1, out: "", err: `Backup failed: ${(error as Error).message}\n` };
    throw error;
  }
}

/** What the command prints (also the server's reply over the admin socket). */
export function backupReport(result: Awaited<ReturnType<typeof runBackup>>): string {
  const lines = [
    `Backup written: ${result.file}`,
    `  ${result.header.bytes} bytes, schema ${result.header.schema?.tag ?? "(empty)"}, ` +
      `${result.header.encryption ? "encrypted (AES-256-GCM)" : "not encrypted"}`,
    `  database locked ${result.lockedMs} ms, ${result.totalMs} ms in all`,
  ];
  if (result.deleted.length) lines.push(`  older backups removed: ${result.deleted.length}`);
  if (result.copy)
    lines.push(
      result.copy.ok
        ? "  BACKUP_COMMAND: copied"
        : `  BACKUP_COMMAND failed (exit ${result.copy.exitCode}): see the log and status.json`,
    );
  return lines.join("\n");
}

const SOCKET_UNAVAILABLE = "admin socket not available: `npm run admin` needs the server stopped";

/**
 * The server's side: listens on DATA_DIR/admin/admin.sock until the returned function closes it.
 * Called once the server holds the embedded database's lock, so a socket file left by a killed
 * server is stale and is replaced. A socket that cannot be made (a path too long for one) is
 * logged; the server runs on without it, and the CLI then says to stop the server.
 */
export async function listenAdminSocket(dataDir: string): Promise<() => Promise<void>> {
  const file = socketPath(dataDir);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.dirname(file), 0o700);
    fs.rmSync(file, { force: true });
  } catch (error) {
    log.warn(SOCKET_UNAVAILABLE, error);
    return async () => {};
  }
  const server = net.createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (!input.includes("\n")) return;
      socket.removeAllListeners("data");
      void answer(input.slice(0, input.indexOf("\n"))).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
    });
    socket.on("error", () => socket.destroy());
    // A client that never finishes its line must not hold the server's shutdown.
    socket.setTimeout(30_000, () => socket.destroy());
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", (error) => {
      log.warn(SOCKET_UNAVAILABLE, error);
      resolve(false);
    });
    server.listen(file, () => resolve(true));
  });
  if (!listening) return async () => {};
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}

async function answer(line: string): Promise<AdminReply> {
  let request: AdminRequest;
  try {
    request = JSON.parse(line) as AdminRequest;
    if (!SOCKET_COMMANDS.includes(request.command)) throw new Error("unknown command");
  } catch {
    return { code: 2, out: "", err: "The server did not understand the admin command.\n" };
  }
  // The command, never its email or password.
  log.info(`admin command ${request.command} run over the admin socket`);
  try {
    return await runAdminCommand(request);
  } catch (error) {
    log.error(`admin command ${request.command} failed`, error);
    return { code: 1, out: "", err: "The server could not run the command: see its log.\n" };
  }
}
