-- PostgreSQL serialises every committing transaction that sent a NOTIFY, WAL flush included, behind one lock: with
-- the alert ping in the delivery insert's transaction, creates committed one at a time (about 370 per second on a
-- disk that flushes in 2.7 ms) however many connections there were. A statement that announces its users' alerts
-- itself, after it commits, says so with the transaction-local setting logisaathi.alert_pings = 'app'
-- (alert-pings.ts); every other writer, whichever code path or process, is still announced here.
CREATE OR REPLACE FUNCTION notify_alerts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('logisaathi.alert_pings', true) = 'app' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('ls_tracking', json_build_object('key', 'u:' || user_id, 'event', 'alerts', 'data', '{}'::json)::text)
    FROM (SELECT DISTINCT user_id FROM new_rows) changed;
  RETURN NULL;
END
$$;
