CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"notice_version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_restrictions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"restricted_by" text NOT NULL,
	"restricted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"months" integer NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "completed_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject_hash" text;--> statement-breakpoint
CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erasure_log_at_idx" ON "erasure_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retention_runs_at_idx" ON "retention_runs" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_planned_due_idx" ON "activities" USING btree ("due_at","lead_id") WHERE "activities"."completed_date" is null;--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_hash");--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_score_idx" ON "leads" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("last_name","first_name","id");