CREATE TABLE "lead_import_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"previous" jsonb
);
--> statement-breakpoint
CREATE TABLE "lead_import_header_fields" (
	"header" text PRIMARY KEY NOT NULL,
	"field" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_import_rows" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"mode" text NOT NULL,
	"default_status" text DEFAULT 'new' NOT NULL,
	"default_owner_id" integer,
	"default_source" text,
	"lawful_basis" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"refused_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "lead_import_changes" ADD CONSTRAINT "lead_import_changes_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_rows" ADD CONSTRAINT "lead_import_rows_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_default_owner_id_staff_users_id_fk" FOREIGN KEY ("default_owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_import_changes_import_idx" ON "lead_import_changes" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "lead_imports_created_idx" ON "lead_imports" USING btree ("created_at" DESC NULLS LAST);