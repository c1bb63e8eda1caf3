/**
 * compose.yaml (docs/deploy.md's PostgreSQL 17 deployment): its shape, read as text (no YAML parser
 * among the dependencies), and the Compose tool's own validation with and without the .env it
 * needs (npm test installs Debian's docker-compose 1.29 where no Compose tool is there).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { composeTool } from "../../scripts/compose-tool.js";
import { ROOT } from "./helpers/project-copy";

const compose = fs.readFileSync(path.join(ROOT, "compose.yaml"), "utf8");

/** The lines of one top-level service, up to the next service or top-level key. */
function service(name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)+)`, "m").exec(compose);
  if (!match) throw new Error(`compose.yaml has no service ${name}`);
  return match[1];
}

describe("compose.yaml", () => {
  it("runs PostgreSQL 17 on a named volume with a pg_isready health check", () => {
    const db = service("db");
    expect(db).toMatch(/^ {4}image: postgres:17$/m);
    expect(db).toContain("- db-data:/var/lib/postgresql/data");
    expect(compose).toMatch(/^volumes:\n {2}db-data:/m);
    expect(db).toMatch(/healthcheck:\n\s+test: \["CMD", "pg_isready"/);
  });

  it("starts the app once the database is healthy, with secrets from .env only, on loopback", () => {
    const app = service("app");
    expect(app).toMatch(/depends_on:\n\s+db:\n\s+condition: service_healthy/);
    expect(app).toContain("env_file: .env");
    for (const name of ["SESSION_SECRET", "SUPPRESSION_SECRET"])
      expect(app).toContain(`${name}: \${${name}:?`);
    expect(app).toContain("DATABASE_URL: postgres://dds:${POSTGRES_PASSWORD}@db:5432/dds");
    expect(service("db")).toContain("POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?");
    // Every published port is bound to loopback (a reverse proxy on the host fronts it).
    const ports = [...compose.matchAll(/^\s+- "([^"]+)"$/gm)].map((m) => m[1]);
    expect(ports).toEqual(["127.0.0.1:3000:3000"]);
  });

  it("validates with the Compose tool, and names a missing secret", () => {
    // npm test installs Debian's docker-compose when no Compose tool is there.
    const tool = composeTool();
    if (!tool) throw new Error("No Compose tool: install docker-compose (npm test does, as root)");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-compose-"));
    try {
      fs.copyFileSync(path.join(ROOT, "compose.yaml"), path.join(dir, "compose.yaml"));
      const config = () =>
        spawnSync(tool[0], [...tool.slice(1), "-f", "compose.yaml", "config"], {
          cwd: dir,
          encoding: "utf8",
          env: { PATH: process.env.PATH },
        });
      // No .env yet: refused, naming what to set.
      fs.writeFileSync(path.join(dir, ".env"), "");
      const missing = config();
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toMatch(
        /set (POSTGRES_PASSWORD|SESSION_SECRET|SUPPRESSION_SECRET) in \.env/,
      );

      fs.writeFileSync(
        path.join(dir, ".env"),
        ["SESSION_SECRET=s", "SUPPRESSION_SECRET=p", "POSTGRES_PASSWORD=pw"]
          .map((line) => `${line}${"0".repeat(40)}\n`)
          .join(""),
      );
      const valid = config();
      expect(valid.stderr).not.toMatch(/error/i);
      expect(valid.status).toBe(0);
      expect(valid.stdout).toContain(`postgres://dds:pw${"0".repeat(40)}@db:5432/dds`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
