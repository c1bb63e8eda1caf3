/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps what it receives and can
 * refuse for a while: `refuse = true` answers every RCPT with 451 (a temporary failure, as a
 * mail server under maintenance does), `refuse = false` accepts again.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header, without <>. */
  messageId: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  refuse: boolean;
  /** Addresses answered 550 (no such mailbox) at RCPT: a permanent failure. */
  unknown: Set<string>;
  /** Milliseconds each accepted message waits before the 250 answer. */
  acceptDelayMs: number;
  /** Called once a message has been accepted (after the 250 answer went out). */
  onAccepted?: (mail: ReceivedMail) => void;
  refusals: number;
  /** Server errors other than a client resetting its connection. */
  errors: Error[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A header's value, unfolded (long headers are folded onto continuation lines). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return head
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `))
    ?.slice(name.length + 2);
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    port: 0,
    url: "",
    received: [],
    refuse: false,
    unknown: new Set(),
    acceptDelayMs: 0,
    refusals: 0,
    errors: [],
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (state.received.length < count && Date.now() < until)
        await new Promise((r) => setTimeout(r, 25));
      return state.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // At close, a client's idle pooled connections are told 421 and closed after this long, not
    // the 30 s default (each file using the server waited that long in its teardown).
    closeTimeout: 200,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.unknown.has(address.address))
        return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      if (state.refuse) {
        state.refusals++;
        const error = Object.assign(new Error("Service temporarily unavailable, try later"), {
          responseCode: 451,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: (header(raw, "Message-ID") ?? "").replace(/^<|>$/g, ""),
        };
        const accept = () => {
          state.received.push(mail);
          callback();
          state.onAccepted?.(mail);
        };
        if (state.acceptDelayMs) setTimeout(accept, state.acceptDelayMs);
        else accept();
      });
    },
  });
  // A sender killed mid-conversation (the delivery tests SIGKILL one) resets its socket: that is
  // the peer going away, not a fault of the server under test. Anything else is kept for the test.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
    state.errors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.server.address() as net.AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** Decodes a quoted-printable text part into the text a mail client shows. */
export function textPart(raw: string): string {
  const start = raw.indexOf("Content-Type: text/plain");
  const from = raw.indexOf("\r\n\r\n", start === -1 ? 0 : start) + 4;
  const boundary = /boundary="?([^";]+)"?/.exec(header(raw, "Content-Type") ?? "")?.[1];
  const end = boundary ? raw.indexOf(`\r\n--${boundary}`, from) : -1;
  const body = raw.slice(from, end === -1 ? undefined : end);
  return body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The whole message with quoted-printable soft breaks and escapes undone (for the HTML part). */
export function decoded(raw: string): string {
  return raw
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}
