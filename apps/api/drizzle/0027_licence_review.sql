-- Hand-written (issue 33): the driving licence is a reviewed document like a vehicle's. The labelled demo fleet
-- is approved from the start, so each demo driver gets an approved licence document (the demo fleet's own demo
-- file, as its vehicle documents); any other vehicle whose driver has no approved licence in date goes offline.
INSERT INTO "partner_documents" ("partner_id", "driver_id", "kind", "expires_on", "file_name", "content_type", "size_bytes", "sha256", "storage_key", "review_status", "reviewed_at")
SELECT d."partner_id", d."id", 'licence', COALESCE(d."licence_expires_on", f."expires_on"), 'Demo LICENCE.pdf', f."content_type", f."size_bytes", f."sha256", f."storage_key", 'approved', now()
FROM "partner_drivers" d
JOIN "partners" p ON p."user_id" = d."partner_id" AND p."is_demo"
JOIN LATERAL (
  SELECT * FROM "partner_documents" v WHERE v."partner_id" = d."partner_id" AND v."vehicle_id" IS NOT NULL ORDER BY v."uploaded_at" LIMIT 1
) f ON true
WHERE NOT EXISTS (SELECT 1 FROM "partner_documents" x WHERE x."driver_id" = d."id" AND x."kind" = 'licence');--> statement-breakpoint
UPDATE "partner_vehicles" v SET "online" = false
WHERE v."online" AND NOT v."is_demo" AND NOT EXISTS (
  SELECT 1 FROM "partner_documents" l
  WHERE l."driver_id" = v."current_driver_id" AND l."kind" = 'licence' AND l."review_status" = 'approved'
    AND l."expires_on" >= (now() AT TIME ZONE 'Asia/Kolkata')::date
);
