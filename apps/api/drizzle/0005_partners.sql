CREATE TABLE "partner_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"driver_id" uuid,
	"kind" text NOT NULL,
	"expires_on" date NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"alert_stage" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"licence_number" text,
	"licence_expires_on" date,
	"licence_alert_stage" text,
	"is_account_holder" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_row_id" uuid NOT NULL,
	"offer_id" uuid,
	"partner_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid,
	"assignment_id" uuid NOT NULL,
	"fare_paise" integer NOT NULL,
	"commission_percent" real NOT NULL,
	"commission_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"exception_reason" text,
	"exception_note" text,
	"exception_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_row_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fare_paise" integer NOT NULL,
	"commission_percent" real NOT NULL,
	"commission_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"to_pickup_km" double precision,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"decline_note" text
);
--> statement-breakpoint
CREATE TABLE "partner_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"body_type" text NOT NULL,
	"payload_kg" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"features" jsonb NOT NULL,
	"permits" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"current_driver_id" uuid,
	"online" boolean DEFAULT false NOT NULL,
	"last_lat" double precision,
	"last_lon" double precision,
	"last_position_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_name" text NOT NULL,
	"home_area" text,
	"home_lat" double precision,
	"home_lon" double precision,
	"work_start" text,
	"work_end" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofs_of_delivery" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"receiver_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"signature_key" text NOT NULL,
	"signature_sha256" text NOT NULL,
	"photos" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"shipper_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'shipper' NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_trucks" ADD COLUMN "partner_vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_driver_id_partner_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."partner_drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_drivers" ADD CONSTRAINT "partner_drivers_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD CONSTRAINT "partner_jobs_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD CONSTRAINT "partner_jobs_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD CONSTRAINT "partner_jobs_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD CONSTRAINT "partner_jobs_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD CONSTRAINT "partner_jobs_driver_id_partner_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."partner_drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD CONSTRAINT "partner_jobs_assignment_id_driver_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."driver_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_vehicles" ADD CONSTRAINT "partner_vehicles_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_vehicles" ADD CONSTRAINT "partner_vehicles_current_driver_id_partner_drivers_id_fk" FOREIGN KEY ("current_driver_id") REFERENCES "public"."partner_drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_job_id_partner_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."partner_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_job_id_partner_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."partner_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_shipper_id_users_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_documents_vehicle_idx" ON "partner_documents" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "partner_documents_driver_idx" ON "partner_documents" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "partner_documents_expiry_idx" ON "partner_documents" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "partner_drivers_partner_idx" ON "partner_drivers" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_jobs_delivery_key" ON "partner_jobs" USING btree ("delivery_row_id");--> statement-breakpoint
CREATE INDEX "partner_jobs_partner_idx" ON "partner_jobs" USING btree ("partner_id","accepted_at");--> statement-breakpoint
CREATE INDEX "partner_jobs_vehicle_idx" ON "partner_jobs" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "partner_offers_partner_status_idx" ON "partner_offers" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "partner_offers_delivery_idx" ON "partner_offers" USING btree ("delivery_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offers_open_key" ON "partner_offers" USING btree ("delivery_row_id","vehicle_id") WHERE "partner_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_vehicles_registration_key" ON "partner_vehicles" USING btree ("registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_vehicles_current_driver_key" ON "partner_vehicles" USING btree ("current_driver_id") WHERE "partner_vehicles"."current_driver_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_vehicles_partner_idx" ON "partner_vehicles" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_vehicles_online_idx" ON "partner_vehicles" USING btree ("online");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_ratings_job_direction_key" ON "trip_ratings" USING btree ("job_id","direction");--> statement-breakpoint
CREATE INDEX "trip_ratings_partner_idx" ON "trip_ratings" USING btree ("partner_id","direction");--> statement-breakpoint
CREATE INDEX "trip_ratings_shipper_idx" ON "trip_ratings" USING btree ("shipper_id","direction");--> statement-breakpoint
ALTER TABLE "pool_trucks" ADD CONSTRAINT "pool_trucks_partner_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("partner_vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_waiting_for_truck_idx" ON "deliveries" USING btree ("pickup_date") WHERE "deliveries"."mode" = 'regular' and "deliveries"."status" = 'Scheduled';