-- The leads search is ILIKE '%term%' over name, email and company joined into one text
-- (leadFilter in app/models/leads.server.ts); a trigram index on that very expression serves it.
-- PostgreSQL ships pg_trgm (contrib); the embedded PGlite loads it in db/client.server.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", '')) gin_trgm_ops);
