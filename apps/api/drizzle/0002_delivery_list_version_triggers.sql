-- Every change to a user's deliveries moves their delivery_list_versions counter on, whichever code path (or
-- person with psql) made it. Statement-level triggers with transition tables: one bump per user per statement.
-- Users are bumped in id order so that two statements touching the same users cannot deadlock on the counters.
CREATE FUNCTION bump_delivery_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Update only: when a user is being deleted, their counter row goes with them by cascade.
    UPDATE delivery_list_versions SET version = version + 1
      WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO delivery_list_versions AS v (user_id, version)
      SELECT DISTINCT user_id, 1 FROM new_rows ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO delivery_list_versions AS v (user_id, version)
      SELECT user_id, 1 FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) changed
      ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_bump_list_version_insert AFTER INSERT ON deliveries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_delivery_list_versions();
--> statement-breakpoint
CREATE TRIGGER deliveries_bump_list_version_update AFTER UPDATE ON deliveries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_delivery_list_versions();
--> statement-breakpoint
CREATE TRIGGER deliveries_bump_list_version_delete AFTER DELETE ON deliveries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_delivery_list_versions();
--> statement-breakpoint
-- Deliveries written before this migration: their users start at version 0.
INSERT INTO delivery_list_versions (user_id, version)
  SELECT DISTINCT user_id, 0 FROM deliveries ON CONFLICT (user_id) DO NOTHING;
