CREATE TABLE "partner_day_plan_stops" (
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"plan_date" date NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"leave_at" timestamp with time zone NOT NULL,
	"load_kg_after" double precision NOT NULL,
	CONSTRAINT "partner_day_plan_stops_job_id_kind_pk" PRIMARY KEY("job_id","kind")
);
--> statement-breakpoint
CREATE TABLE "partner_day_plans" (
	"partner_id" uuid NOT NULL,
	"plan_date" date NOT NULL,
	"input_key" text NOT NULL,
	"total_km" double precision NOT NULL,
	"vehicle_km" jsonb NOT NULL,
	"unplanned" jsonb NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_day_plans_partner_id_plan_date_pk" PRIMARY KEY("partner_id","plan_date")
);
--> statement-breakpoint
CREATE TABLE "partner_job_pins" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_day_plan_stops" ADD CONSTRAINT "partner_day_plan_stops_job_id_partner_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."partner_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_day_plan_stops" ADD CONSTRAINT "partner_day_plan_stops_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_day_plan_stops" ADD CONSTRAINT "partner_day_plan_stops_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_day_plans" ADD CONSTRAINT "partner_day_plans_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_job_pins" ADD CONSTRAINT "partner_job_pins_job_id_partner_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."partner_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_job_pins" ADD CONSTRAINT "partner_job_pins_vehicle_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_day_plan_stops_day_idx" ON "partner_day_plan_stops" USING btree ("partner_id","plan_date");