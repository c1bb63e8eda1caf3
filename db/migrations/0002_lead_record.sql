ALTER TABLE "activities" ALTER COLUMN "completed_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activities_planned_due_idx" ON "activities" USING btree ("due_at","lead_id") WHERE "activities"."completed_date" is null;--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_score_idx" ON "leads" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("last_name","first_name","id");