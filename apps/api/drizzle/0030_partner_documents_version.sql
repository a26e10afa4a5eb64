CREATE TABLE "partner_documents_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One row, and only one: the primary key is a boolean that must be true.
ALTER TABLE "partner_documents_version" ADD CONSTRAINT "partner_documents_version_one_row" CHECK ("id");
--> statement-breakpoint
-- Every statement that adds, removes or changes what the document rules read moves the counter on, whichever code
-- path (or person with psql) ran it. An expiry alert's stage or a review's reason does not: the rules never read
-- them, and the fleet read's facts stay valid. No row reads as version 0; the first change writes it.
CREATE FUNCTION bump_partner_documents_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_documents_version AS v (id, version) VALUES (true, 1)
    ON CONFLICT (id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER partner_documents_bump_version_insert_delete AFTER INSERT OR DELETE ON partner_documents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_partner_documents_version();
--> statement-breakpoint
CREATE TRIGGER partner_documents_bump_version_update
  AFTER UPDATE OF kind, expires_on, review_status, vehicle_id, driver_id ON partner_documents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_partner_documents_version();
