import { describe, expect, it } from "vitest";
import { SYSTEM_TEXTS, mailboxErrorInWords } from "./texts";

describe("the shared mailbox's last error in words, its code kept for whoever fixes it", () => {
  it("says what went wrong for the usual failures", () => {
    expect(mailboxErrorInWords("ECONNREFUSED")).toBe(
      "The mail server refused the connection: nothing answers at that address and port (ECONNREFUSED)",
    );
    expect(mailboxErrorInWords("ENOTFOUND")).toBe(
      "The mail server's name was not found (ENOTFOUND)",
    );
    expect(mailboxErrorInWords("GREETING_TIMEOUT")).toBe(
      "The mail server did not answer in time (GREETING_TIMEOUT)",
    );
    expect(mailboxErrorInWords("ClosedAfterConnectTLS")).toBe(
      "The mail server closed the connection (ClosedAfterConnectTLS)",
    );
    expect(mailboxErrorInWords("AUTHENTICATIONFAILED")).toBe(
      "The mail server refused the user name or password (AUTHENTICATIONFAILED)",
    );
    expect(mailboxErrorInWords("NO")).toBe(
      "The mail server refused to open the mailbox or read it (NO)",
    );
    expect(mailboxErrorInWords("DEPTH_ZERO_SELF_SIGNED_CERT")).toBe(
      "The mail server's certificate could not be trusted (DEPTH_ZERO_SELF_SIGNED_CERT)",
    );
  });

  it("falls back to plain words, with no empty code", () => {
    expect(mailboxErrorInWords("ParserError11")).toBe(
      "The mailbox could not be read (ParserError11)",
    );
    expect(mailboxErrorInWords("error")).toBe("The mailbox could not be read");
  });

  it("names the mailbox's schedule in words", () => {
    expect(SYSTEM_TEXTS.schedules.cron["* * * * *"]).toBe("Every minute");
  });
});
