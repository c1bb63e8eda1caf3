/**
 * Vitest's global setup: one migrated database per project, which every test file's database
 * (./test-db.ts) starts as a copy of, instead of creating and migrating its own (a fresh PGlite
 * runs initdb, seconds each). PGlite: a dump of a migrated in-memory database, in a temp file.
 * PostgreSQL: a template database on the TEST_DATABASE_URL server, dropped at the end.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDb } from "@db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the PGlite template's dump (projects "pglite*"). */
    pgliteTemplate: string;
    /** The PostgreSQL template database's name (projects "postgres*"). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.name.startsWith("postgres")) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("the postgres project needs TEST_DATABASE_URL");
    const name = `tmpl_${crypto.randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openDb({ url: url.toString() });
    await handle.migrate();
    await handle.close(); // a template must have no connections while it is copied
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const handle = openDb({ dataDir: "memory://" });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const file = path.join(os.tmpdir(), `vitest-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}
