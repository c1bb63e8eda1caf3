/**
 * A fresh, migrated database for one test file: PGlite in memory, or (project "postgres")
 * a throwaway database on the server named by TEST_DATABASE_URL, each a copy of the project's
 * migrated template (./test-db-template.ts). It becomes the process-wide database that models
 * use, so tests exercise the real queries.
 *
 *   const testDb = useTestDb();
 *   it("…", async () => { await testDb.db.select()… });
 */
import crypto from "node:crypto";
import fs from "node:fs";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { type Db, type DbHandle, openDb, setDbHandle } from "@db/client.server";

export interface TestDb {
  readonly db: Db;
  readonly kind: DbHandle["kind"];
  /** The PostgreSQL URL of this file's database (project "postgres"), for a second connection. */
  readonly url: string | undefined;
  /** Empties every table (ids restart), for tests that need a clean slate. */
  truncateAll(): Promise<void>;
}

export function useTestDb(): TestDb {
  let handle: DbHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DB === "postgres") {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
      const name = `t_${crypto.randomBytes(6).toString("hex")}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name} template ${inject("postgresTemplate")}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      handle = openDb({ url: databaseUrl });
      dropDatabase = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    } else {
      const dump = fs.readFileSync(inject("pgliteTemplate"));
      handle = openDb({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
    }
    // Already migrated as a copy of the template: this only checks it is up to date.
    await handle.migrate();
    setDbHandle(handle);
  });

  afterAll(async () => {
    setDbHandle(undefined);
    await handle?.close();
    await dropDatabase?.();
  });

  return {
    get db() {
      if (!handle) throw new Error("useTestDb: database not ready (use it inside tests)");
      return handle.db;
    },
    get kind() {
      return handle?.kind ?? "pglite";
    },
    get url() {
      return databaseUrl;
    },
    async truncateAll() {
      const { sql } = await import("drizzle-orm");
      await this.db.execute(
        sql.raw(
          "truncate table activities, contact_submissions, dental_registrations, newsletter_subscriptions, dentaliq_subscribers, " +
            "leads, sessions, staff_users, rate_limits, audit_events, consent_events, " +
            "person_restrictions, suppressions, erasure_log, retention_runs, mail_messages, campaigns, campaign_recipients restart identity cascade",
        ),
      );
    },
  };
}
