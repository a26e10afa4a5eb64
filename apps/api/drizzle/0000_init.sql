CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"business_type" text NOT NULL,
	"avatar_file" text,
	"gstin" text,
	"pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"shipment_id" text,
	"route" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"pickup_address" text NOT NULL,
	"pickup_contact_person" text,
	"pickup_contact_phone" text,
	"pickup_instructions" text,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"pickup_place" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_contact_person" text,
	"delivery_contact_phone" text,
	"delivery_instructions" text,
	"delivery_lat" double precision NOT NULL,
	"delivery_lon" double precision NOT NULL,
	"delivery_place" text NOT NULL,
	"package_type" text NOT NULL,
	"package_name" text,
	"weight_kg" double precision NOT NULL,
	"length_cm" double precision,
	"width_cm" double precision,
	"height_cm" double precision,
	"special_instructions" text,
	"pickup_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"base_cost_inr" integer NOT NULL,
	"distance_cost_inr" integer NOT NULL,
	"weight_cost_inr" integer NOT NULL,
	"special_handling_cost_inr" integer NOT NULL,
	"regular_cost_inr" integer NOT NULL,
	"total_cost_inr" integer NOT NULL,
	"distance_km" double precision NOT NULL,
	"duration_min" integer NOT NULL,
	"route_geometry" jsonb,
	"route_source" text,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"status_history" jsonb NOT NULL,
	"mode" text NOT NULL,
	"pooling_preferences" jsonb,
	"shared_truck_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"space_sq_ft" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"duration_days" integer NOT NULL,
	"package_type" text NOT NULL,
	"special_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_inr" integer NOT NULL,
	"pricing_basis" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "warehouse_bookings_dates" CHECK ("warehouse_bookings"."end_date" > "warehouse_bookings"."start_date"),
	CONSTRAINT "warehouse_bookings_space_positive" CHECK ("warehouse_bookings"."space_sq_ft" > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"type" text NOT NULL,
	"operator_name" text NOT NULL,
	"operator_phone" text,
	"opening_hours" text NOT NULL,
	"capacity" text NOT NULL,
	"last_mile" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_space_sq_ft" integer NOT NULL,
	"price_per_day_inr" integer NOT NULL,
	"price_per_month_inr" integer NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_total_space_positive" CHECK ("warehouses"."total_space_sq_ft" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_plan_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"planned_shipments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_truck_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"delivery_id" uuid,
	"weight_kg" double precision NOT NULL,
	"volume_m3" double precision DEFAULT 0 NOT NULL,
	"pickup_label" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"drop_label" text NOT NULL,
	"drop_lat" double precision NOT NULL,
	"drop_lon" double precision NOT NULL,
	"standalone_inr" integer NOT NULL,
	"quoted_inr" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_truck_requests_weight_positive" CHECK ("pool_truck_requests"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "pool_trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"company_name" text NOT NULL,
	"truck_type" text NOT NULL,
	"capacity_tons" real NOT NULL,
	"capacity_kg" integer NOT NULL,
	"capacity_m3" double precision NOT NULL,
	"reserved_kg" double precision DEFAULT 0 NOT NULL,
	"reserved_m3" double precision DEFAULT 0 NOT NULL,
	"pickup_location" text NOT NULL,
	"pickup_place" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"delivery_location" text NOT NULL,
	"delivery_place" text NOT NULL,
	"delivery_lat" double precision NOT NULL,
	"delivery_lon" double precision NOT NULL,
	"departure_date" date NOT NULL,
	"departure_slot" text NOT NULL,
	"cost_per_km_inr" integer NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"additional_notes" text,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_detour_km" double precision NOT NULL,
	"route_km" double precision NOT NULL,
	"rating" real,
	"completed_deliveries" integer,
	"plan" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_trucks_reserved_within_capacity" CHECK ("pool_trucks"."reserved_kg" <= "pool_trucks"."capacity_kg" + 0.001)
);
--> statement-breakpoint
CREATE TABLE "delivery_tracking" (
	"delivery_row_id" uuid PRIMARY KEY NOT NULL,
	"public_code" text NOT NULL,
	"delivery_code" text NOT NULL,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"code_locked_until" timestamp with time zone,
	"last_lat" double precision,
	"last_lon" double precision,
	"last_recorded_at" timestamp with time zone,
	"last_speed_kmh" double precision,
	"last_bearing_deg" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_row_id" uuid NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_row_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"speed_kmh" double precision,
	"bearing_deg" double precision,
	"accuracy_m" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_bookings" ADD CONSTRAINT "warehouse_bookings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_bookings" ADD CONSTRAINT "warehouse_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_truck_requests" ADD CONSTRAINT "pool_truck_requests_truck_id_pool_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."pool_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_truck_requests" ADD CONSTRAINT "pool_truck_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_truck_requests" ADD CONSTRAINT "pool_truck_requests_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_trucks" ADD CONSTRAINT "pool_trucks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_tracking" ADD CONSTRAINT "delivery_tracking_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_assignments" ADD CONSTRAINT "driver_assignments_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_positions" ADD CONSTRAINT "tracking_positions_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_positions" ADD CONSTRAINT "tracking_positions_assignment_id_driver_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."driver_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "alerts_user_created_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_delivery_id_key" ON "deliveries" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "deliveries_user_created_idx" ON "deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_bookings_reference_key" ON "warehouse_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "warehouse_bookings_user_idx" ON "warehouse_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_bookings_occupancy_idx" ON "warehouse_bookings" USING btree ("warehouse_id","end_date") WHERE "warehouse_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "warehouse_bookings_running_idx" ON "warehouse_bookings" USING btree ("end_date") WHERE "warehouse_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "warehouses_owner_idx" ON "warehouses" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_kind_key" ON "documents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pool_truck_requests_truck_idx" ON "pool_truck_requests" USING btree ("truck_id","status");--> statement-breakpoint
CREATE INDEX "pool_truck_requests_requester_idx" ON "pool_truck_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "pool_truck_requests_delivery_idx" ON "pool_truck_requests" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "pool_trucks_active_idx" ON "pool_trucks" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "pool_trucks_owner_idx" ON "pool_trucks" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_tracking_public_code_key" ON "delivery_tracking" USING btree ("public_code");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_assignments_token_hash_key" ON "driver_assignments" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_assignments_active_key" ON "driver_assignments" USING btree ("delivery_row_id") WHERE "driver_assignments"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_positions_delivery_time_key" ON "tracking_positions" USING btree ("delivery_row_id","recorded_at");--> statement-breakpoint
CREATE INDEX "tracking_positions_assignment_idx" ON "tracking_positions" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");