CREATE TABLE "inbox_duplicate_dismissals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"dismissed_by" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_duplicate_dismissals" ADD CONSTRAINT "inbox_duplicate_dismissals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_duplicate_dismissals_pair_idx" ON "inbox_duplicate_dismissals" USING btree ("kind","item_id","lead_id");--> statement-breakpoint
CREATE INDEX "inbox_duplicate_dismissals_lead_idx" ON "inbox_duplicate_dismissals" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_email_folded_idx" ON "leads" USING btree (lower(trim("email")));--> statement-breakpoint
CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree (regexp_replace(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), '^(0044|44(?=[0-9]{9,}))0?', '0'));--> statement-breakpoint
CREATE INDEX "leads_name_folded_idx" ON "leads" USING btree (lower(trim(coalesce("first_name", ''))),lower(trim(coalesce("last_name", ''))));--> statement-breakpoint
CREATE INDEX "leads_surname_company_idx" ON "leads" USING btree (lower(trim(coalesce("last_name", ''))),lower(trim(coalesce("company", ''))));