-- A sign-in (refresh family) that is revoked or deleted is announced on channel 'ls_sessions' (payload: the
-- family id) once the change commits, whichever code path, process or person made it. Each API process keeps
-- the families it has found active in memory (active-sessions.ts) and forgets one when it hears of it.
CREATE FUNCTION notify_sessions_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ls_sessions', family_id::text) FROM (SELECT DISTINCT family_id FROM old_rows) gone;
  ELSE
    PERFORM pg_notify('ls_sessions', family_id::text)
      FROM (SELECT DISTINCT family_id FROM new_rows WHERE revoked_at IS NOT NULL) revoked;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify_update AFTER UPDATE ON refresh_tokens
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_revoked();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify_delete AFTER DELETE ON refresh_tokens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_revoked();
