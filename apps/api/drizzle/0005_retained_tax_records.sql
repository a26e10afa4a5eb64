CREATE TABLE "retained_tax_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" text NOT NULL,
	"business_name" text,
	"gstin" text,
	"pickup_place" text NOT NULL,
	"delivery_place" text NOT NULL,
	"pickup_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"package_type" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"distance_km" double precision NOT NULL,
	"mode" text NOT NULL,
	"base_cost_inr" integer NOT NULL,
	"distance_cost_inr" integer NOT NULL,
	"weight_cost_inr" integer NOT NULL,
	"special_handling_cost_inr" integer NOT NULL,
	"total_cost_inr" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"account_deleted_at" timestamp with time zone NOT NULL,
	"purge_from" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retained_tax_records_purge_idx" ON "retained_tax_records" USING btree ("purge_from");