-- Every stored alert tells its user's open live streams that their alert list changed, once the change commits,
-- whichever code path or process wrote it. The message is tracking-events.ts's envelope on its channel
-- (TRACKING_CHANNEL 'ls_tracking', key 'u:<user id>', event 'alerts'); one per user per statement, and PostgreSQL
-- folds identical messages of one transaction into one.
CREATE FUNCTION notify_alerts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ls_tracking', json_build_object('key', 'u:' || user_id, 'event', 'alerts', 'data', '{}'::json)::text)
    FROM (SELECT DISTINCT user_id FROM new_rows) changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER alerts_notify_insert AFTER INSERT ON alerts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_alerts_changed();
