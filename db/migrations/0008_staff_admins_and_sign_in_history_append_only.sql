-- Accounts made before roles existed were all full-rights accounts: they become admins.
UPDATE "staff_users" SET "role" = 'admin';
--> statement-breakpoint
-- The sign-in history is append-only: no row is ever changed, and a row goes only once it is
-- older than the retention period (12 months), by the retention job.
CREATE OR REPLACE FUNCTION sign_in_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'sign_in_events is append-only';
  END IF;
  IF OLD.at > now() - interval '12 months' THEN
    RAISE EXCEPTION 'sign_in_events rows are kept for 12 months';
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sign_in_events_append_only BEFORE UPDATE OR DELETE ON "sign_in_events"
  FOR EACH ROW EXECUTE FUNCTION sign_in_events_append_only();
