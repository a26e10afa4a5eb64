CREATE TABLE "delivery_dispatch" (
	"delivery_row_id" uuid PRIMARY KEY NOT NULL,
	"timed_out_at" timestamp with time zone NOT NULL,
	"keep_searching" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_dispatch" ADD CONSTRAINT "delivery_dispatch_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_offers_vehicle_status_idx" ON "partner_offers" USING btree ("vehicle_id","status");--> statement-breakpoint
CREATE INDEX "trip_ratings_vehicle_idx" ON "trip_ratings" USING btree ("vehicle_id","direction");