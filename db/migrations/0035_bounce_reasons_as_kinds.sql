-- Bounce reasons were stored as the sentence the CRM shows ("Hard bounce reported by the mail
-- provider: 550 …", "3 campaigns in a row soft-bounced. Soft bounce reported by the mail
-- provider…", or a refusal at sending, the mail server's answer itself). They are now a kind
-- (bounce_kind: hard, soft, refused; app/schemas/mail-bounce.ts) beside the provider's or server's
-- own words (bounce_reason), and the page words them. Each stored sentence is split the same way;
-- a row already converted (bounce_kind set) is left as it is.
UPDATE "newsletter_subscriptions" SET
  "bounce_kind" = 'hard',
  "bounce_reason" = substring("bounce_reason" from '^Hard bounce reported by the mail provider: (.*)$')
WHERE "bounce_kind" IS NULL AND "bounce_reason" ~ '^Hard bounce reported by the mail provider(: |$)';
--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET
  "bounce_kind" = 'soft',
  "bounce_reason" = substring("bounce_reason" from '^[0-9]+ campaigns in a row soft-bounced\. Soft bounce reported by the mail provider: (.*)$')
WHERE "bounce_kind" IS NULL AND "bounce_reason" ~ '^[0-9]+ campaigns in a row soft-bounced\. Soft bounce reported by the mail provider(: |$)';
--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "bounce_kind" = 'refused'
WHERE "bounce_kind" IS NULL AND "bounced_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "dentaliq_subscribers" SET
  "bounce_kind" = 'hard',
  "bounce_reason" = substring("bounce_reason" from '^Hard bounce reported by the mail provider: (.*)$')
WHERE "bounce_kind" IS NULL AND "bounce_reason" ~ '^Hard bounce reported by the mail provider(: |$)';
--> statement-breakpoint
UPDATE "dentaliq_subscribers" SET
  "bounce_kind" = 'soft',
  "bounce_reason" = substring("bounce_reason" from '^[0-9]+ campaigns in a row soft-bounced\. Soft bounce reported by the mail provider: (.*)$')
WHERE "bounce_kind" IS NULL AND "bounce_reason" ~ '^[0-9]+ campaigns in a row soft-bounced\. Soft bounce reported by the mail provider(: |$)';
--> statement-breakpoint
UPDATE "dentaliq_subscribers" SET "bounce_kind" = 'refused'
WHERE "bounce_kind" IS NULL AND "bounced_at" IS NOT NULL;
