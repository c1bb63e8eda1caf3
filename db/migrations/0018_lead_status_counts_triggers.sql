-- lead_status_counts holds how many leads have each status. Statement-level triggers on leads keep
-- it: once per statement, one row per status the statement touched (a bulk insert adds its count
-- in one step), in status order so that two writers lock the rows in the same order. A status whose
-- count falls to 0 keeps its row at 0.
CREATE OR REPLACE FUNCTION lead_status_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_status_counts AS c (status, leads)
  SELECT key, value::integer FROM jsonb_each_text(changes) WHERE value::integer <> 0 ORDER BY key
  ON CONFLICT (status) DO UPDATE SET leads = c.leads + excluded.leads
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_inserted_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_status_counts_add(
    (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (
      SELECT status, count(*) AS n FROM new_rows GROUP BY status
    ) s)
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_updated_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_status_counts_add(
    (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (
      SELECT status, sum(delta) AS n FROM (
        SELECT n.status, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status
        UNION ALL
        SELECT o.status, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status
      ) moves GROUP BY status
    ) s)
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_deleted_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_status_counts_add(
    (SELECT coalesce(jsonb_object_agg(status, -n), '{}') FROM (
      SELECT status, count(*) AS n FROM old_rows GROUP BY status
    ) s)
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_truncated_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_status_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_status_counts_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_inserted_status_counts();--> statement-breakpoint
CREATE TRIGGER leads_status_counts_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_updated_status_counts();--> statement-breakpoint
CREATE TRIGGER leads_status_counts_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_deleted_status_counts();--> statement-breakpoint
CREATE TRIGGER leads_status_counts_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_truncated_status_counts();--> statement-breakpoint
INSERT INTO lead_status_counts (status, leads)
SELECT status, count(*) FROM leads GROUP BY status;
