ALTER TABLE "contact_submissions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "dental_registrations" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "original_source" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "latest_source" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "leads_created_category_idx" ON "leads" USING btree (("original_source"->>'category'),"created_at");