DROP INDEX "payments_utr_key";--> statement-breakpoint
CREATE INDEX "payments_utr_idx" ON "payments" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_confirmed_key" ON "payments" USING btree ("utr") WHERE "payments"."status" = 'confirmed';