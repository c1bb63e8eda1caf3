-- The leads search is ILIKE '%term%' over name, email and company joined into one text
-- (leadFilter in app/models/leads.server.ts); a trigram index on that very expression serves it.
-- PostgreSQL ships pg_trgm (contrib); the embedded PGlite loads it in db/client.server.ts.
-- GIN indexes here write straight into the index (fastupdate off): the embedded database has no
-- autovacuum to empty a pending list, which every search would otherwise read through.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", '')) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
ALTER INDEX "leads_additional_emails_idx" SET (fastupdate = off);
