/**
 * IMAP IDLE on the shared mailbox (decision 100): one connection per app instance with job
 * workers keeps the mailbox open; imapflow idles on it, and each new message the server announces
 * ("exists") starts a read at once, so an answer reaches the lead's timeline within seconds. The
 * minute's job (decision 096) stays as the fallback: a server without IDLE, a dropped connection.
 * A lost connection is opened again after 1, 2, 4… up to 300 seconds, each failure recorded for
 * the System page. Reads never overlap within an instance; across instances each message is
 * stored once anyway (mailbox-import).
 */
// imapflow is loaded when the watch starts: a server with no mailbox never holds it.
import type { ImapFlow } from "imapflow";
import { log } from "~/utils/log.server";
import { type MailboxSettings, recordMailboxFailure, syncMailbox } from "./mailbox.server";

const MAX_RECONNECT_SECONDS = 300;

export interface MailboxWatch {
  stop(): Promise<void>;
}

export function watchMailbox(settings: MailboxSettings): MailboxWatch {
  let stopped = false;
  let client: ImapFlow | undefined;
  let reading: Promise<void> | undefined;
  let again = false;
  let failures = 0;
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
        const result = await syncMailbox(settings).catch((error: { code?: string }) => {
          log.warn(`mailbox: not read on arrival (${error.code ?? "error"})`);
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
      try {
        await client.connect();
        await client.mailboxOpen(settings.mailbox, { readOnly: true });
        failures = 0;
        read();
        await closed;
      } catch (error) {
        const code = (error as { code?: string }).code ?? "error";
        if (!stopped) await recordMailboxFailure(settings.mailbox, code).catch(() => {});
      }
      if (stopped) break;
      failures++;
      const seconds = Math.min(MAX_RECONNECT_SECONDS, 2 ** (failures - 1));
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, seconds * 1000).unref();
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
