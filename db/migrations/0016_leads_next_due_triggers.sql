-- leads.next_due_at is the earliest due time of the lead's follow-ups not yet done (null: none
-- planned). Statement-level triggers on activities keep it: once per statement for the leads whose
-- planned follow-ups it touched (a bulk insert updates each lead once), writing a lead only when
-- the value changes. A deleted lead's activities go with it; the lead is gone, nothing to update.
CREATE OR REPLACE FUNCTION leads_set_next_due(lead_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE leads l SET next_due_at = d.next_due
  FROM (
    SELECT x.id, (
      SELECT min(a.due_at) FROM activities a WHERE a.lead_id = x.id AND a.completed_date IS NULL
    ) AS next_due
    FROM unnest(lead_ids) AS x(id)
  ) d
  WHERE l.id = d.id AND l.next_due_at IS DISTINCT FROM d.next_due
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION activities_inserted_next_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leads_set_next_due(ARRAY(
    SELECT DISTINCT lead_id FROM new_rows WHERE completed_date IS NULL AND due_at IS NOT NULL
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION activities_updated_next_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leads_set_next_due(ARRAY(
    SELECT lead_id FROM (
      SELECT n.lead_id AS new_lead, o.lead_id AS old_lead
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.lead_id, n.due_at, n.completed_date) IS DISTINCT FROM (o.lead_id, o.due_at, o.completed_date)
    ) changed, LATERAL (VALUES (new_lead), (old_lead)) AS both_leads(lead_id)
    GROUP BY lead_id
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION activities_deleted_next_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leads_set_next_due(ARRAY(
    SELECT DISTINCT lead_id FROM old_rows WHERE completed_date IS NULL AND due_at IS NOT NULL
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activities_next_due_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activities_inserted_next_due();--> statement-breakpoint
CREATE TRIGGER activities_next_due_update AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activities_updated_next_due();--> statement-breakpoint
CREATE TRIGGER activities_next_due_delete AFTER DELETE ON activities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activities_deleted_next_due();--> statement-breakpoint
UPDATE leads l SET next_due_at = d.next_due
FROM (
  SELECT lead_id, min(due_at) AS next_due FROM activities
  WHERE completed_date IS NULL AND due_at IS NOT NULL GROUP BY lead_id
) d
WHERE l.id = d.lead_id;
