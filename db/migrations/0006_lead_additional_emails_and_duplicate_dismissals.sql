CREATE TABLE "duplicate_dismissals" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_a" integer NOT NULL,
	"lead_b" integer NOT NULL,
	"dismissed_by" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "additional_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_lead_a_leads_id_fk" FOREIGN KEY ("lead_a") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_lead_b_leads_id_fk" FOREIGN KEY ("lead_b") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_dismissals_pair_idx" ON "duplicate_dismissals" USING btree ("lead_a","lead_b");--> statement-breakpoint
CREATE INDEX "duplicate_dismissals_b_idx" ON "duplicate_dismissals" USING btree ("lead_b");--> statement-breakpoint
CREATE INDEX "leads_additional_emails_idx" ON "leads" USING gin ("additional_emails");