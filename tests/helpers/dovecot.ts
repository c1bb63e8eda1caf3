/**
 * A real IMAP server for tests: Dovecot from Debian's dovecot-imapd, started as its own instance
 * with its own configuration in a temporary directory, listening on a free loopback port, with one
 * passwd-file user and maildir storage. Nothing system-wide is read or changed. When Dovecot is
 * missing it is installed as `npm test` installs Chromium (apt-get, as root), else the helper says
 * what to install.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "../../scripts/free-port.js";

const DOVECOT = "/usr/sbin/dovecot";

export interface TestDovecot {
  port: number;
  user: string;
  pass: string;
  /** imap://user:pass@127.0.0.1:port/INBOX */
  url: string;
  /** Puts one raw message into the INBOX (as a delivery would). */
  append(raw: string): Promise<void>;
  /** Puts many raw messages into the INBOX over one connection. */
  appendMany(raws: string[]): Promise<void>;
  stop(): Promise<void>;
}

function ensureDovecot() {
  if (fs.existsSync(DOVECOT)) return;
  if (process.getuid?.() !== 0)
    throw new Error("Dovecot is needed: sudo apt-get install dovecot-imapd");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const installed = spawnSync("apt-get", ["install", "-y", "-qq", "dovecot-imapd"], {
    stdio: "inherit",
    env,
  });
  if (installed.status !== 0) throw new Error("could not install dovecot-imapd");
}

async function waitForPort(port: number, child: ChildProcess, log: string) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`dovecot exited: ${fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("dovecot did not listen within 15 s");
}

export async function startTestDovecot(): Promise<TestDovecot> {
  ensureDovecot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dovecot-test-"));
  const port = await freePort();
  const user = "hello@durhamdatastrategy.test";
  const pass = "test-mailbox-password";
  const root = process.getuid?.() === 0;
  // As root, Dovecot's login and mail processes must run as other users: Debian's own accounts
  // for the login side, nobody for the mail (its home made over to it).
  const mailUid = root ? 65534 : process.getuid!();
  const mailGid = root ? 65534 : process.getgid!();
  const self = os.userInfo().username;
  const group = spawnSync("id", ["-gn"], { encoding: "utf8" }).stdout.trim();
  fs.mkdirSync(path.join(dir, "home"));
  if (root) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(path.join(dir, "home"), mailUid, mailGid);
  }
  fs.writeFileSync(path.join(dir, "passwd"), `${user}:{PLAIN}${pass}::::::\n`);
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${root ? "dovenull" : self}
default_internal_user = ${root ? "dovecot" : self}
default_internal_group = ${root ? "dovecot" : group}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
service submission-login {
  inet_listener submission {
    port = 0
  }
}
`;
  fs.writeFileSync(path.join(dir, "dovecot.conf"), config);
  const child = spawn(DOVECOT, ["-c", path.join(dir, "dovecot.conf"), "-F"], { stdio: "ignore" });
  await waitForPort(port, child, path.join(dir, "dovecot.log"));
  const url = `imap://${encodeURIComponent(user)}:${pass}@127.0.0.1:${port}/INBOX`;
  async function appendMany(raws: string[]) {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass },
      logger: false,
    });
    await client.connect();
    try {
      for (const raw of raws) await client.append("INBOX", raw);
    } finally {
      await client.logout();
    }
  }
  return {
    port,
    user,
    pass,
    url,
    append: (raw) => appendMany([raw]),
    appendMany,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A raw message (RFC 5322) with a unique Message-ID, a fixed Date, To the shared mailbox. */
export function rawMessage(
  headers: Record<string, string>,
  body: string,
  contentType = "text/plain",
): string {
  sequence++;
  return [
    ...Object.entries({
      "Message-ID": `<client-${sequence}-${Date.now()}@example.com>`,
      Date: "Sun, 06 Dec 2026 09:15:00 +0000",
      To: "hello@durhamdatastrategy.test",
      "MIME-Version": "1.0",
      "Content-Type": contentType.includes(";") ? contentType : `${contentType}; charset=utf-8`,
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`),
    "",
    body,
    "",
  ].join("\r\n");
}
