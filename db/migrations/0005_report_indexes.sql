DROP INDEX "activities_due_idx";--> statement-breakpoint
DROP INDEX "leads_won_date_idx";--> statement-breakpoint
DROP INDEX "leads_lost_at_idx";--> statement-breakpoint
CREATE INDEX "activities_due_report_idx" ON "activities" USING btree ("due_at","completed_date") WHERE "activities"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_created_report_idx" ON "leads" USING btree ("created_at","source","stage_reached");--> statement-breakpoint
CREATE INDEX "leads_won_report_idx" ON "leads" USING btree ("won_date","status","estimated_value") WHERE "leads"."won_date" is not null;--> statement-breakpoint
CREATE INDEX "leads_lost_report_idx" ON "leads" USING btree ("lost_at","status","estimated_value","lost_reason") WHERE "leads"."lost_at" is not null;