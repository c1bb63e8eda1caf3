/**
 * .env.example lists every variable the server, scripts and tests read, each with a comment and
 * its default: the variables are found in the sources, so a new one cannot be forgotten.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");

/** Not configuration: set by Node tooling, the test runners or CI themselves. */
const NOT_CONFIGURATION = new Set([
  "NODE_ENV",
  "CI",
  "VITEST",
  "TEST_DB",
  "PW_WORKERS",
  "E2E_PORT",
]);

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|js)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(root, dir, f));
}

function variablesReadBySources(): Set<string> {
  const files = [
    ...["app", "db", "scripts"].flatMap(sourceFiles),
    ...[
      "server.js",
      "playwright.config.ts",
      "vitest.config.ts",
      "react-router.config.ts",
      "tests/e2e/constants.ts",
    ].map((f) => path.join(root, f)),
  ];
  const names = new Set<string>();
  for (const file of files) {
    for (const [, name] of fs
      .readFileSync(file, "utf8")
      .matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) {
      if (!NOT_CONFIGURATION.has(name)) names.add(name);
    }
  }
  return names;
}

/** name → its line ("NAME=value" or "# NAME=value") and the comment line just above the block. */
function documented(): Map<string, { line: string; commented: boolean; hasComment: boolean }> {
  const lines = example.split("\n");
  const result = new Map<string, { line: string; commented: boolean; hasComment: boolean }>();
  lines.forEach((line, index) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (!match) return;
    let above = index - 1;
    while (above >= 0 && /^(#\s*)?[A-Z][A-Z0-9_]+=/.test(lines[above].trim())) above--;
    const hasComment =
      above >= 0 && lines[above].startsWith("#") && !/^#\s*[A-Z][A-Z0-9_]+=/.test(lines[above]);
    result.set(match[2], { line, commented: Boolean(match[1]), hasComment });
  });
  return result;
}

describe(".env.example", () => {
  const vars = documented();

  it("lists every variable the code reads", () => {
    const missing = [...variablesReadBySources()].filter((name) => !vars.has(name));
    expect(missing).toEqual([]);
  });

  it("lists the agreed settings, each explained by a comment", () => {
    const agreed = [
      "PORT",
      "HOST",
      "DATABASE_URL",
      "DATA_DIR",
      "SESSION_SECRET",
      "SESSION_COOKIE_SECURE",
      "PUBLIC_URL",
      "BOOKING_URL",
      "SMTP_URL",
      "NOTIFY_EMAIL",
      "MAIL_FROM",
      "RATE_LIMIT_FORMS",
      "RATE_LIMIT_LOGIN",
      "TRUST_PROXY",
      "ALLOWED_ORIGINS",
      "HSTS",
      "LOG_LEVEL",
      "DATABASE_POOL_SIZE",
      "BUILD_DIR",
      "LOCAL_RUN",
      "CHROMIUM_PATH",
      "TEST_DATABASE_URL",
    ];
    for (const name of agreed) {
      expect(vars.has(name), name).toBe(true);
      expect(vars.get(name)!.hasComment, `${name} has a comment`).toBe(true);
    }
  });

  it("gives the defaults the code uses", () => {
    const active = (name: string) =>
      vars.get(name)?.commented ? undefined : vars.get(name)?.line.split("=")[1];
    expect(active("PORT")).toBe("3000");
    expect(active("DATA_DIR")).toBe("./data");
    expect(active("RATE_LIMIT_FORMS")).toBe("10/10m");
    expect(active("RATE_LIMIT_LOGIN")).toBe("5/15m");
    expect(active("DATABASE_POOL_SIZE")).toBe("10");
    expect(active("LOG_LEVEL")).toBe("info");
    // Secrets and deployment addresses have no default: only commented examples.
    for (const name of ["SESSION_SECRET", "DATABASE_URL", "SMTP_URL", "PUBLIC_URL"])
      expect(vars.get(name)?.commented, name).toBe(true);
  });
});
