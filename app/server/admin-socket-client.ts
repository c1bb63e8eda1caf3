/**
 * The admin socket's client side (app/server/admin-socket.ts serves it): what a command and its
 * reply look like, and how the CLI asks a running server. Only Node's own modules at run time, so
 * the CLI and the browser tests' set-up can use it without loading the app.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { StaffRole } from "~/models/staff.server";

export const ADMIN_COMMANDS = [
  "create",
  "list",
  "set-password",
  "reset-second-factor",
  "delete",
] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];
/** What the socket takes: the admin CLI's commands and `npm run backup`'s. */
export const SOCKET_COMMANDS = [...ADMIN_COMMANDS, "backup"] as const;

export interface AdminRequest {
  command: (typeof SOCKET_COMMANDS)[number];
  email?: string;
  password?: string;
  role?: StaffRole;
  /** create: enrol this known TOTP secret (base32) at once; for automated set-ups. */
  totpSecret?: string;
}

/** What the CLI prints: stdout, stderr, and its exit code. */
export interface AdminReply {
  code: number;
  out: string;
  err: string;
}

export const socketPath = (dataDir: string) => path.join(dataDir, "admin", "admin.sock");

/** Whether a server answers on this data directory's admin socket (it is running). */
export function serverAnswers(dataDir: string): Promise<boolean> {
  const file = socketPath(dataDir);
  if (!fs.existsSync(file)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(file, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * The CLI's side: the reply of the server running on this data directory, or undefined when no
 * server answers there (none is running, or a killed one left its socket file behind).
 */
export function askRunningServer(
  dataDir: string,
  request: AdminRequest,
): Promise<AdminReply | undefined> {
  const file = socketPath(dataDir);
  if (!fs.existsSync(file)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    let output = "";
    let connected = false;
    const socket = net.connect(file, () => {
      connected = true;
      // Not end(): the server answers on this same connection, then closes it.
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (output += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected) resolve(undefined);
      else reject(error);
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(output) as AdminReply);
      } catch {
        reject(new Error("The running server gave no answer to the admin command."));
      }
    });
  });
}
