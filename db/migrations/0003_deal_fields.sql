ALTER TABLE "leads" ADD COLUMN "estimated_value" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expected_close_date" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_date" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason_other" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_reached" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_due_idx" ON "activities" USING btree ("due_at") WHERE "activities"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dental_registrations_created_idx" ON "dental_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_won_date_idx" ON "leads" USING btree ("won_date") WHERE "leads"."won_date" is not null;--> statement-breakpoint
CREATE INDEX "leads_lost_at_idx" ON "leads" USING btree ("lost_at") WHERE "leads"."lost_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribed_at_idx" ON "newsletter_subscriptions" USING btree ("unsubscribed_at") WHERE "newsletter_subscriptions"."unsubscribed_at" is not null;