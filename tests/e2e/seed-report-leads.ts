/**
 * Run by the e2e server's start script before the server opens the database: a few leads that
 * hold their status with no history (no furthest stage, won or lost date, reason or value), as
 * `npm run db:seed` or an import leaves them, for the reports' test that their figures equal the
 * dashboard's (tests/e2e/reports.spec.ts). Added two months ago, so lists sorted newest first
 * show them last.
 */
import { closeDb, getDb, getDbHandle } from "@db/client.server";
import { leads } from "@db/schema";
import { SEEDED_REPORT_LEADS } from "./constants";

await getDbHandle().migrate();
const createdAt = new Date(Date.now() - 60 * 86_400_000);
await getDb()
  .insert(leads)
  .values(
    SEEDED_REPORT_LEADS.map(({ status }, i) => ({
      firstName: "Seeded",
      lastName: `Report ${i + 1}`,
      email: `seeded-report-${i + 1}@example.com`,
      status,
      createdAt,
      updatedAt: createdAt,
    })),
  );
await closeDb();
