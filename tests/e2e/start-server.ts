/**
 * Playwright's web server: a fresh embedded database (a copy of the run's migrated one) with one
 * staff account (an admin, its second factor enrolled with a known secret so tests can compute
 * codes), then the production build (built first if stale), exactly as `npm start` serves it.
 */
import fs from "node:fs";
import { buildIfStale } from "../../scripts/build-if-stale.js";
import { E2E_DATA_DIR, E2E_PORT } from "./constants";

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// `npm test` builds before the browser tests and says so (E2E_BUILD_READY).
if (!process.env.E2E_BUILD_READY) buildIfStale();

Object.assign(process.env, {
  NODE_ENV: "production",
  LOCAL_RUN: "1",
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: E2E_DATA_DIR,
  HSTS: "off",
  // The suite posts many forms from one address; rate limits have their own tests.
  RATE_LIMIT_FORMS: process.env.RATE_LIMIT_FORMS ?? "10000/1m",
  RATE_LIMIT_LOGIN: process.env.RATE_LIMIT_LOGIN ?? "10000/1m",
  // The suite shares one sign-in for its whole run (helpers/crm.ts), longer than the 5 minutes
  // after which exports and erasure ask for the password again; that asking has its unit tests
  // (tests/unit/recent-auth.test.ts).
  REAUTH_MINUTES: process.env.REAUTH_MINUTES ?? "720",
  // One campaign mail a minute: a campaign is still sending when its test pauses it.
  CAMPAIGN_RATE: process.env.CAMPAIGN_RATE ?? "1",
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

// Imported only now, as the seeds are: the app's modules read the environment once, when loaded.
const { copyMigratedDatabase } = await import("./migrated-database");
await copyMigratedDatabase();

// The staff admin and the data the browser tests read, seeded in this process before the server
// opens the database (each seed closes it when done): one start of the modules and the database
// instead of a process each. Mail that failed for good, for the Mail page's test (no SMTP server
// here refuses any); leads with a status and no history, as a seed or an import leaves them (the
// reports' test); mail from the shared mailbox: one that matched no lead, one with HTML and files
// for a lead.
await import("./seed-staff");
await import("./seed-failed-mail");
await import("./seed-report-leads");
await import("./seed-unmatched-mail");

await import("../../server.js");
