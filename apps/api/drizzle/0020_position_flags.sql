ALTER TABLE "partner_vehicles" ADD COLUMN "last_position_flag" text;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "distance_from_drop_m" integer;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "position_flag" text;