DROP INDEX "payments_utr_key";--> statement-breakpoint
ALTER TABLE "partner_vehicles" ADD COLUMN "last_position_flag" text;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "distance_from_drop_m" integer;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "position_flag" text;--> statement-breakpoint
CREATE INDEX "payments_utr_idx" ON "payments" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_confirmed_key" ON "payments" USING btree ("utr") WHERE "payments"."status" = 'confirmed';