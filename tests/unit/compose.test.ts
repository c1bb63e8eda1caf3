/**
 * compose.yaml (docs/deploy.md's PostgreSQL 17 deployment): its shape, read as text (no YAML parser
 * among the dependencies), and the Compose tool's own validation with and without the .env it
 * needs (npm test installs Debian's docker-compose 1.29 where no Compose tool is there).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { composeTool } from "../../scripts/compose-tool.js";
import { ROOT } from "./helpers/project-copy";

const compose = fs.readFileSync(path.join(ROOT, "compose.yaml"), "utf8");

/** postgres.js's connection options from a URL (host, port, user, password). */
const connection = (url: URL) => ({
  host: url.hostname,
  port: Number(url.port || 5432),
  user: decodeURIComponent(url.username) || "postgres",
  password: decodeURIComponent(url.password) || undefined,
});

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

describe("compose.yaml's backup service (scripts/pg-backup.sh)", () => {
  it("dumps the database nightly into a volume of its own that outlives the containers", () => {
    const backup = service("backup");
    expect(backup).toMatch(/^ {4}image: postgres:17$/m);
    expect(backup).toMatch(/depends_on:\n\s+db:\n\s+condition: service_healthy/);
    expect(backup).toContain('entrypoint: ["sh", "/pg-backup.sh"]');
    expect(backup).toContain("- ./scripts/pg-backup.sh:/pg-backup.sh:ro");
    expect(backup).toContain("- db-backups:/backups");
    expect(backup).toContain("PGPASSWORD: ${POSTGRES_PASSWORD}");
    expect(compose).toMatch(/^volumes:\n {2}db-data:\n {2}db-backups:/m);
  });

  it("writes a complete, private dump that restores, and deletes dumps past the kept days", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const name = `pgbackup_${process.pid}_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-pg-backup-"));
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      const db = postgres({ ...connection(url), database: name, max: 1, onnotice: () => {} });
      await db`create table leads (id serial primary key, email text)`;
      await db`insert into leads (email) values ('kept@example.com')`;
      await db.end();
      // An old dump (20 days) and a young one (2 days): the first goes, the second stays.
      const old = path.join(dir, "dds-2026-01-01T02-30-00Z.dump");
      const young = path.join(dir, "dds-2026-01-19T02-30-00Z.dump");
      for (const [file, days] of [
        [old, 20],
        [young, 2],
      ] as const) {
        fs.writeFileSync(file, "earlier");
        const when = new Date(Date.now() - days * 86_400_000);
        fs.utimesSync(file, when, when);
      }
      const run = spawnSync("sh", [path.join(ROOT, "scripts/pg-backup.sh")], {
        encoding: "utf8",
        env: {
          PATH: process.env.PATH,
          BACKUP_ONCE: "1",
          BACKUP_DIR: dir,
          PGHOST: url.hostname,
          PGPORT: url.port || "5432",
          PGUSER: decodeURIComponent(url.username) || "postgres",
          PGPASSWORD: decodeURIComponent(url.password),
          PGDATABASE: name,
        },
      });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      const dumps = fs.readdirSync(dir).sort();
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(young)).toBe(true);
      const made = dumps.filter((f) => f !== path.basename(young));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatch(/^dds-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
      expect(run.stdout).toContain(`pg-backup: wrote ${path.join(dir, made[0])}`);
      expect(run.stdout).toContain(`pg-backup: deleted (older than the kept days) ${old}`);
      const file = path.join(dir, made[0]);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // A custom-format dump pg_restore reads, holding the table and its row.
      const listed = spawnSync("pg_restore", ["--list", file], { encoding: "utf8" });
      expect(listed.status).toBe(0);
      expect(listed.stdout).toMatch(/TABLE public leads/);
      const data = spawnSync("pg_restore", ["--data-only", "--table=leads", "--file=-", file], {
        encoding: "utf8",
      });
      expect(data.stdout).toContain("kept@example.com");
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
