/**
 * A new embedded database is created by a child process, so the server never holds the memory
 * initdb grows PGlite's WebAssembly heap to.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDataDirInChild, openDb } from "./client.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "dds-data-dir-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a new embedded database", () => {
  it("is created outside this process, then opens and migrates like an existing one", async () => {
    const dir = path.join(root, "pglite");
    const before = process.memoryUsage().rss;
    createDataDirInChild(dir);
    // initdb in this process would add ~500 MB that never goes back.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);

    const handle = openDb({ dataDir: dir });
    try {
      await handle.migrate();
      const result = await handle.db.execute(sql`select count(*)::int as n from leads`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("opens with PostgreSQL's shared memory sized for one process, not a server's defaults", async () => {
    // All of it is resident in PGlite's WebAssembly memory from the open: 128 MB of buffers and
    // lock tables for 100 backends by default (decision 106).
    const handle = openDb({ dataDir: path.join(root, "pglite") });
    try {
      const result = await handle.db.execute(
        sql`select current_setting('shared_buffers') as buffers,
                   current_setting('max_connections') as connections`,
      );
      expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
        buffers: "16MB",
        connections: "5",
      });
    } finally {
      await handle.close();
    }
  });

  it("an existing directory is left as it is; one that cannot be created names the directory", () => {
    const dir = path.join(root, "pglite");
    const version = fs.statSync(path.join(dir, "PG_VERSION")).mtimeMs;
    createDataDirInChild(dir);
    expect(fs.statSync(path.join(dir, "PG_VERSION")).mtimeMs).toBe(version);

    const file = path.join(root, "not-a-directory");
    fs.writeFileSync(file, "x");
    expect(() => createDataDirInChild(file)).toThrow(
      `Could not create the embedded database in ${file}`,
    );
  }, 60_000);
});
