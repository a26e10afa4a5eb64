CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"pickup_place" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_lat" double precision NOT NULL,
	"delivery_lon" double precision NOT NULL,
	"delivery_place" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"delivery_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"distance_km" double precision NOT NULL,
	"duration_min" integer NOT NULL,
	"route_geometry" jsonb,
	"route_source" text,
	"base_cost_inr" integer NOT NULL,
	"distance_cost_inr" integer NOT NULL,
	"weight_cost_inr" integer NOT NULL,
	"special_handling_cost_inr" integer NOT NULL,
	"regular_cost_inr" integer NOT NULL,
	"pooled_cost_inr" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_expires_idx" ON "quotes" USING btree ("expires_at");