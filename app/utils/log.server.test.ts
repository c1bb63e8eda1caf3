import { afterEach, describe, expect, it, vi } from "vitest";
import { log, withRequestId } from "./log.server";

/** The raw lines written, as the operator's log collector would read them. */
function captureLines() {
  vi.stubEnv("LOG_LEVEL", "info");
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
  vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(String(line)));
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function accessError() {
  return Object.assign(new Error("EACCES: permission denied, open '/app/data/x'"), {
    code: "EACCES",
  });
}

describe("log", () => {
  it("keeps an error's message, code and stack, and redacts the personal data logged beside it", () => {
    const lines = captureLines();
    log.error("data directory unwritable", {
      err: accessError(),
      lead: { email: "visitor@example.com", name: "Ann Visitor" },
    });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toContain("EACCES: permission denied, open '/app/data/x'");
    expect(line).not.toContain("visitor@example.com");
    expect(line).not.toContain("Ann Visitor");
    const parsed = JSON.parse(line) as Record<string, any>;
    expect(parsed).toMatchObject({
      level: "error",
      msg: "data directory unwritable",
      err: {
        type: "Error",
        message: "EACCES: permission denied, open '/app/data/x'",
        code: "EACCES",
        stack: expect.stringContaining("log.server.test.ts"),
      },
      lead: { email: "[redacted]", name: "[redacted]" },
    });
  });

  it("keeps the message of an error passed alone, and of its cause", () => {
    const lines = captureLines();
    const error = new Error("connect ECONNREFUSED 127.0.0.1:5432", { cause: accessError() });
    log.error("database unreachable", error);
    const parsed = JSON.parse(lines[0]) as Record<string, any>;
    expect(parsed.err.message).toBe("connect ECONNREFUSED 127.0.0.1:5432");
    expect(parsed.err.cause).toMatchObject({
      message: "EACCES: permission denied, open '/app/data/x'",
      code: "EACCES",
    });
  });

  it("redacts a visitor's form fields named message, email, token or password at any depth", () => {
    const lines = captureLines();
    log.info("contact form", {
      message: "my private enquiry",
      form: {
        values: { message: "nested enquiry text", email: "a@b.example", token: "t0ken-xyz" },
      },
      attempts: [{ password: "hunter2" }, { Cookie: "__session=abc" }],
      count: 3,
    });
    const [line] = lines;
    for (const secret of [
      "my private enquiry",
      "nested enquiry text",
      "a@b.example",
      "t0ken-xyz",
      "hunter2",
      "__session=abc",
    ])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      msg: "contact form",
      message: "[redacted]",
      form: { values: { message: "[redacted]", email: "[redacted]" } },
      count: 3,
    });
  });

  it("writes one reqId per line inside a request", () => {
    const lines = captureLines();
    withRequestId("req-id-12345", () => log.info("inside", { userId: 1 }));
    expect(lines).toHaveLength(1);
    expect(lines[0].match(/"reqId"/g)).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: "req-id-12345", userId: 1 });
  });
});
