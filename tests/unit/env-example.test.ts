/**
 * .env.example lists every variable the server, scripts and tests read, each with a comment and
 * its default: the variables are found in the sources, so a new one cannot be forgotten. The
 * server's variables are the env schema's (app/config/env.server.ts): .env.example and the
 * configuration table in docs/deploy.md must name each of them, with the schema's defaults.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, VARIABLES, parseEnv } from "~/config/env.server";

const root = path.resolve(import.meta.dirname, "../..");
const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
const deployGuide = fs.readFileSync(path.join(root, "docs/deploy.md"), "utf8");

/** Read by the build and test tooling, not by the server: outside the env schema. */
const TOOLING = new Set([
  "BUILD_DIR",
  "CHROMIUM_PATH",
  "JAVA",
  "TEST_DATABASE_URL",
  "BENCH_SECONDS",
  "BENCH_CONNECTIONS",
  "BENCH_MEMORY_SECONDS",
  "BENCH_MAILS",
  "BENCH_MAIL_DATABASE_URL",
  "BENCH_MESSAGES",
  "BENCH_MAILBOX_DATABASE_URL",
  "BENCH_CAMPAIGN_DATABASE_URL",
  "BENCH_RUNS",
  "BENCH_PHOTOS",
  "BENCH_PHOTO_WIDTH",
  "BENCH_POSTS",
  "BENCH_RATES",
  "BENCH_ROUNDS",
  "BENCH_SOCKETS",
  "BENCH_SATURATION_SECONDS",
  "BENCH_BEFORE_REV",
  "BENCH_BEFORE_DIR",
  "BENCH_BEACONS_FROM",
  "BENCH_SERVER_CPUS",
  "HYDRATION_COOKIE",
]);

/** Not configuration: set by Node tooling, the test runners or CI themselves. */
const NOT_CONFIGURATION = new Set([
  "NODE_ENV",
  "CI",
  "VITEST",
  "TEST_DB",
  "PW_WORKERS",
  "E2E_PORT",
  "PATH",
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

describe("the env schema (app/config/env.server.ts)", () => {
  const vars = documented();
  const schemaNames = Object.keys(VARIABLES);

  it("is what .env.example documents: every schema variable there, and nothing else but tooling", () => {
    expect(schemaNames.filter((name) => name !== "NODE_ENV" && !vars.has(name))).toEqual([]);
    expect(
      [...vars.keys()].filter((name) => !schemaNames.includes(name) && !TOOLING.has(name)),
    ).toEqual([]);
  });

  it("has a row in docs/deploy.md's configuration table for every variable", () => {
    const table = deployGuide.slice(deployGuide.indexOf("| Variable | Default | Meaning |"));
    const rows = table.slice(0, table.indexOf("\n\n"));
    expect(schemaNames.filter((name) => !rows.includes(`\`${name}\``))).toEqual([]);
  });

  it(".env.example's active values are the schema's defaults; commented ones have none", () => {
    const defaults = parseEnv({}, false) as Record<string, unknown>;
    for (const [name, entry] of vars) {
      if (TOOLING.has(name) || !schemaNames.includes(name)) continue;
      const value = entry.line.trim().replace(/^#\s*/, "").split("=").slice(1).join("=");
      if (entry.commented) {
        expect(defaults[name], `${name} has no default`).toBeUndefined();
        // the example value itself must be valid
        expect(() => parseEnv({ [name]: value.replace(/^"|"$/g, "") }, false), name).not.toThrow();
      } else {
        expect((parseEnv({ [name]: value }, false) as Record<string, unknown>)[name], name).toEqual(
          defaults[name],
        );
      }
    }
  });

  it("a production start without SESSION_SECRET is refused, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: required/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET: too short/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }),
    ).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "production", LOCAL_RUN: "1" })).not.toThrow();
  });

  it("names each malformed variable and what it expects", () => {
    try {
      parseEnv({ PORT: "eighty", RATE_LIMIT_FORMS: "lots", DATABASE_URL: "mysql://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: expected a whole number from 0 to 65535/);
      expect(message).toMatch(/RATE_LIMIT_FORMS: expected max\/window such as 10\/10m/);
      expect(message).toMatch(/DATABASE_URL: expected a postgres:\/\//);
    }
  });
});
