/**
 * What a form submission writes to the log: JSON lines only (one per event), none with the
 * visitor's email, name or message, even when the message tries to forge a log line.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startInProcessServer } from "../helpers/raw-http";
import { useTestDb } from "../helpers/test-db";

useTestDb();
let server: Awaited<ReturnType<typeof startInProcessServer>>;

beforeAll(async () => {
  vi.stubEnv("RATE_LIMIT_FORMS", "100000/1m");
  server = await startInProcessServer();
  // Loading every route module takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

const FORGED = "2026-11-23T10:00:00.000Z ERROR database corrupted, call +44 0000";
const MESSAGE = `Please call me back.\n${FORGED}\n{"level":"error","msg":"forged"}`;
const EMAIL = "visitor.private@example.com";

function captureLines() {
  vi.stubEnv("LOG_LEVEL", "info");
  vi.stubEnv("SMTP_URL", "");
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  vi.spyOn(console, "log").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
  return lines;
}

describe("logs of a form submission", () => {
  it("a message with a newline and a fake ERROR line gives one JSON line per event, none forged", async () => {
    const lines = captureLines();
    const page = await server.send({
      method: "POST",
      path: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Private Person",
        email: EMAIL,
        practice: "Secret Practice Ltd",
        subject: "Call back",
        message: MESSAGE,
      }).toString(),
    });
    expect(page.status).toBe(302);
    const api = await server.send({
      method: "POST",
      path: "/api/contacts",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Private",
        lastName: "Person",
        email: EMAIL,
        company: "Secret Practice Ltd",
        message: MESSAGE,
      }),
    });
    expect(api.status).toBe(201);
    await vi.waitFor(() => expect(lines.filter((l) => l.includes('"res"'))).toHaveLength(2));
    vi.restoreAllMocks();

    const output = lines.join("\n").split("\n");
    // Each event is exactly one line: every physical line is a whole JSON object.
    for (const line of output) expect(() => JSON.parse(line), line).not.toThrow();
    expect(output.some((line) => line.includes("ERROR database corrupted"))).toBe(false);
    expect(output.filter((l) => JSON.parse(l).level === "error")).toEqual([]);
    for (const secret of [
      EMAIL,
      "Private Person",
      "Secret Practice",
      "Please call me back",
      "forged",
    ])
      expect(lines.join("\n")).not.toContain(secret);
  });
});
