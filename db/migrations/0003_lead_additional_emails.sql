ALTER TABLE "leads" ADD COLUMN "additional_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_additional_emails_idx" ON "leads" USING gin ("additional_emails");