-- A proof of delivery is the shipper's record of its own delivery, so it moves from the partner's job to the
-- delivery: it goes with the delivery (and the shipper's account) and outlives the partner's account, whose
-- deletion only sets the job link to null. What the shipper was told about the trip (vehicle registration and type,
-- the driver's name on the delivery's assignment) is copied onto it, as it was; every proof has its job, vehicle and
-- assignment until now (all three links were NOT NULL and cascading).
ALTER TABLE "proofs_of_delivery" DROP CONSTRAINT "proofs_of_delivery_job_id_partner_jobs_id_fk";--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" DROP CONSTRAINT "proofs_of_delivery_pkey";--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "delivery_row_id" uuid;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "vehicle_registration" text;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "vehicle_body_type" text;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "driver_name" text;--> statement-breakpoint
UPDATE "proofs_of_delivery" AS "p"
SET "delivery_row_id" = "j"."delivery_row_id",
    "vehicle_registration" = "v"."registration_number",
    "vehicle_body_type" = "v"."body_type",
    "driver_name" = "a"."driver_name"
FROM "partner_jobs" AS "j"
JOIN "partner_vehicles" AS "v" ON "v"."id" = "j"."vehicle_id"
JOIN "driver_assignments" AS "a" ON "a"."id" = "j"."assignment_id"
WHERE "j"."id" = "p"."job_id";--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ALTER COLUMN "delivery_row_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ALTER COLUMN "vehicle_registration" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ALTER COLUMN "vehicle_body_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ALTER COLUMN "driver_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD PRIMARY KEY ("delivery_row_id");--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_job_id_partner_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."partner_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proofs_of_delivery_job_key" ON "proofs_of_delivery" USING btree ("job_id");
