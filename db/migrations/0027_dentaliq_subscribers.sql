CREATE TABLE "dentaliq_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"bounced_at" timestamp with time zone,
	"bounce_reason" text,
	"soft_bounce_streak" integer DEFAULT 0 NOT NULL,
	"soft_bounce_campaign_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dentaliq_subscribers_email_uq" ON "dentaliq_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "dentaliq_subscribers_token_uq" ON "dentaliq_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
-- Registrants whose latest word on DentalIQ news is the ticked box (not the old form's rows,
-- which it sent without asking: docs/decisions/020).
INSERT INTO "dentaliq_subscribers" ("email", "subscribed_at", "unsubscribe_token")
SELECT "latest"."email", "latest"."at", replace(gen_random_uuid()::text, '-', '')
FROM (
	SELECT DISTINCT ON ("email") "email", "granted", "notice_version", "at"
	FROM "consent_events"
	WHERE "purpose" = 'dentaliq-updates'
	ORDER BY "email", "at" DESC, "id" DESC
) AS "latest"
WHERE "latest"."granted" AND "latest"."notice_version" = 'dentaliq-news-2026-11'
	AND EXISTS (SELECT 1 FROM "dental_registrations" AS "r" WHERE lower(trim("r"."email")) = "latest"."email");
