/**
 * Staff accounts, from the command line only:
 *   npm run admin -- create --email EMAIL [--role admin|member] [--totp-secret BASE32] [--password-stdin]
 *     (prompts on a terminal)
 *   npm run admin -- list
 *   npm run admin -- set-password --email EMAIL [--password-stdin]
 *   npm run admin -- reset-second-factor --email EMAIL
 *   npm run admin -- delete --email EMAIL
 * A password is never an argument: arguments show in the process list, the shell's history and
 * npm's "> node scripts/cli.js …" banner. It is typed at a prompt that does not echo, or piped in.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR; while a server runs on that one, the
 * command is run by the server (app/server/admin-socket.ts).
 */
import readline from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { closeDb, dataDir, getDbHandle } from "@db/client.server";
import { env } from "~/config/env.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { getSubjectKey } from "~/utils/secret.server";
import {
  MIN_PASSWORD_LENGTH,
  StaffError,
  type StaffRole,
  isStaffRole,
} from "~/models/staff.server";
import { runAdminCommand } from "~/server/admin-socket";
import {
  ADMIN_COMMANDS,
  type AdminCommand,
  type AdminRequest,
  askRunningServer,
} from "~/server/admin-socket-client";

const usage = `Usage:
  npm run admin -- create --email EMAIL [--role admin|member] [--totp-secret BASE32] [--password-stdin]
  npm run admin -- list
  npm run admin -- set-password --email EMAIL [--password-stdin]
  npm run admin -- reset-second-factor --email EMAIL
  npm run admin -- delete --email EMAIL
Passwords: at least ${MIN_PASSWORD_LENGTH} characters, typed at the prompt (not shown), or with
--password-stdin the first line of standard input (printf '%s' "$PW" | npm run admin -- …).
Roles: an admin manages staff, exports and answers subject access, erasure and restriction;
a member does the rest. Without --role an account is a member: make the first one with --role admin.
Second factor: every account signs in with a password and a TOTP code. A new account sets up its
authenticator app at its first sign-in (/crm); --totp-secret enrols a known base32 secret at once,
for automated set-ups (tests, scripts), never for a person's account.`;

/** The first line of standard input (without its line break): --password-stdin. */
async function readPasswordFromStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0];
}

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new StaffError(
      "No terminal to ask for the password: pipe it in with --password-stdin (docker: run with -i).",
    );
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      muted = true;
      rl.question("", (answer) => {
        muted = false;
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  try {
    const first = await ask("Password: ");
    const second = await ask("Repeat password: ");
    if (first !== second) throw new StaffError("The passwords do not match.");
    return first;
  } finally {
    rl.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      "totp-secret": { type: "string" },
      password: { type: "string" },
      "password-stdin": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 1;
  }
  if (!(ADMIN_COMMANDS as readonly string[]).includes(command)) {
    console.error(`Unknown command "${command}".\n\n${usage}`);
    return 1;
  }
  if (values.password !== undefined) {
    // Refused rather than unknown, so the message says what to do instead.
    console.error(
      "--password is not accepted: a password on the command line shows in the process list, " +
        "the shell history and npm's banner. Leave it out to be prompted, or use --password-stdin.",
    );
    return 1;
  }
  if (command !== "list" && !values.email) {
    console.error(`--email is required.\n\n${usage}`);
    return 1;
  }
  if (values.role !== undefined && (command !== "create" || !isStaffRole(values.role))) {
    console.error(`--role takes admin or member, with create.\n\n${usage}`);
    return 1;
  }
  const request: AdminRequest = {
    command: command as AdminCommand,
    email: values.email,
    ...(values.role ? { role: values.role as StaffRole } : {}),
    ...(values["totp-secret"] !== undefined ? { totpSecret: values["totp-secret"] } : {}),
  };
  if (request.totpSecret !== undefined && command !== "create") {
    console.error(`--totp-secret goes with create.\n\n${usage}`);
    return 1;
  }
  // Asked before the database opens (which can take seconds), so the prompt comes at once.
  if (command === "create" || command === "set-password")
    request.password = values["password-stdin"]
      ? await readPasswordFromStdin()
      : await promptPassword();

  // A server running on the embedded database holds it: it runs the command (admin-socket.ts).
  let reply = env().DATABASE_URL ? undefined : await askRunningServer(dataDir(), request);
  if (!reply) {
    await getDbHandle().migrate();
    // As the server's start-up does: the key that seals second-factor secrets.
    useSubjectKey(getSubjectKey());
    reply = await runAdminCommand(request);
  }
  process.stdout.write(reply.out);
  process.stderr.write(reply.err);
  return reply.code;
}

let code = 1;
try {
  code = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
} finally {
  await closeDb().catch(() => {});
}
process.exit(code);
