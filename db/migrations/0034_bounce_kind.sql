ALTER TABLE "dentaliq_subscribers" ADD COLUMN "bounce_kind" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "bounce_kind" text;