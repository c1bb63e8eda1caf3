-- Existing leads: the furthest stage from the current status and the audited status history,
-- the won date and the lost time from the last change into Closed Won / Closed Lost (else the
-- last update). Lost reasons are not known for leads lost before this change: they stay empty.
UPDATE "leads" SET "stage_reached" = GREATEST(
  CASE "status" WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'proposal' THEN 3 WHEN 'closed-won' THEN 4 ELSE 0 END,
  COALESCE((
    SELECT MAX(CASE "a"."changes"->'status'->>'to' WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'proposal' THEN 3 WHEN 'closed-won' THEN 4 ELSE 0 END)
    FROM "audit_events" "a"
    WHERE "a"."lead_id" = "leads"."id" AND "a"."entity_type" = 'lead' AND "a"."action" = 'status-changed'
  ), 0)
);--> statement-breakpoint
UPDATE "leads" SET "won_date" = (COALESCE((
    SELECT MAX("a"."at") FROM "audit_events" "a"
    WHERE "a"."lead_id" = "leads"."id" AND "a"."action" = 'status-changed' AND "a"."changes"->'status'->>'to' = 'closed-won'
  ), "updated_at") AT TIME ZONE 'Europe/London')::date
WHERE "status" = 'closed-won' AND "won_date" IS NULL;--> statement-breakpoint
UPDATE "leads" SET "lost_at" = COALESCE((
    SELECT MAX("a"."at") FROM "audit_events" "a"
    WHERE "a"."lead_id" = "leads"."id" AND "a"."action" = 'status-changed' AND "a"."changes"->'status'->>'to' = 'closed-lost'
  ), "updated_at")
WHERE "status" = 'closed-lost' AND "lost_at" IS NULL;
