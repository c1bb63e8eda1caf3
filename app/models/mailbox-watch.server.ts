/**
 * IMAP IDLE on the shared mailbox (decision 100): one connection per process that works the job
 * queues (a server with JOB_WORKERS on, or `npm run worker`) keeps the mailbox open; imapflow
 * idles on it, and each new message the server announces ("exists") starts a read at once, so an
 * answer reaches the lead's timeline within seconds. The minute's job (decision 096) stays as the
 * fallback: a server without IDLE, a dropped connection. A dropped connection is opened again
 * a second later; a connection that cannot be opened is recorded as a failure
 * and tried again at the next attempt the System page shows (the outage's backoff, which the
 * minute's job follows too), so the page's time is the real one. Reads never overlap within a
 * process; across processes each message is stored once anyway (mailbox-import).
 */
// imapflow is loaded when the watch starts: a server with no mailbox never holds it.
import type { ImapFlow } from "imapflow";
import { env } from "~/config/env.server";
import { log } from "~/utils/log.server";
import {
  type MailboxSettings,
  mailboxFailureCode,
  mailboxSettings,
  mailboxState,
  recordMailboxFailure,
  syncMailbox,
} from "./mailbox.server";

/** After a connection that was open drops (a server restart, a network blip). */
const REOPEN_MS = 1000;

/** Until the outage's next attempt (at least a second): what the System page says it will be. */
export async function untilNextAttempt(mailbox: string, now = Date.now()): Promise<number> {
  const { nextAttemptAt } = await mailboxState(mailbox);
  return Math.max(1000, (nextAttemptAt?.getTime() ?? now) - now);
}

export interface MailboxWatch {
  stop(): Promise<void>;
}

/**
 * The watch on IMAP_URL's mailbox, or none when no mailbox is set: started by whichever process
 * works the job queues, so the mailbox is read on arrival however the deployment is split.
 */
export function watchSharedMailbox(): MailboxWatch | undefined {
  const url = env().IMAP_URL;
  return url ? watchMailbox(mailboxSettings(url)) : undefined;
}

export function watchMailbox(settings: MailboxSettings): MailboxWatch {
  let stopped = false;
  let client: ImapFlow | undefined;
  let reading: Promise<void> | undefined;
  let again = false;
  let wake: (() => void) | undefined;

  /** One read at a time; a message announced during a read starts another after it. */
  const read = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        const result = await syncMailbox(settings).catch((error: unknown) => {
          log.warn(`mailbox: not read on arrival (${mailboxFailureCode(error)})`);
          return undefined;
        });
        if (result?.read) log.info(`mailbox: ${result.read} read on arrival`);
      } while (again && !stopped);
    })().finally(() => (reading = undefined));
  };

  const loop = async () => {
    while (!stopped) {
      const { ImapFlow: Client } = await import("imapflow");
      client = new Client({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        auth: { user: settings.user, pass: settings.pass },
        logger: false,
        // This connection only idles: start IDLE a second after opening, not imapflow's 15 s
        // (which left the first message after a (re)connection waiting that long).
        autoIdleDelay: 1000,
      });
      const closed = new Promise<void>((resolve) => {
        client!.on("close", () => resolve());
        client!.on("error", () => resolve());
      });
      client.on("exists", read);
      let waitMs: number;
      try {
        await client.connect();
        await client.mailboxOpen(settings.mailbox, { readOnly: true });
        read();
        await closed;
        waitMs = REOPEN_MS;
      } catch (error) {
        if (stopped) break;
        await recordMailboxFailure(settings.mailbox, mailboxFailureCode(error)).catch(() => {});
        waitMs = await untilNextAttempt(settings.mailbox).catch(() => 60_000);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, waitMs).unref();
      });
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await client?.logout().catch(() => client?.close());
      await running;
      await reading;
    },
  };
}
