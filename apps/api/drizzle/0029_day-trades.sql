CREATE TABLE "day_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_a_id" uuid NOT NULL,
	"partner_a_id" uuid NOT NULL,
	"vehicle_b_id" uuid NOT NULL,
	"partner_b_id" uuid NOT NULL,
	"plan_date" text NOT NULL,
	"jobs_a" uuid[] NOT NULL,
	"jobs_b" uuid[] NOT NULL,
	"gain_km" real NOT NULL,
	"km_a_before" real NOT NULL,
	"km_a_after" real NOT NULL,
	"km_b_before" real NOT NULL,
	"km_b_after" real NOT NULL,
	"accepted_a_at" timestamp with time zone,
	"accepted_b_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_trades" ADD CONSTRAINT "day_trades_vehicle_a_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_a_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_trades" ADD CONSTRAINT "day_trades_partner_a_id_partners_user_id_fk" FOREIGN KEY ("partner_a_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_trades" ADD CONSTRAINT "day_trades_vehicle_b_id_partner_vehicles_id_fk" FOREIGN KEY ("vehicle_b_id") REFERENCES "public"."partner_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_trades" ADD CONSTRAINT "day_trades_partner_b_id_partners_user_id_fk" FOREIGN KEY ("partner_b_id") REFERENCES "public"."partners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_trades_partner_a_idx" ON "day_trades" USING btree ("partner_a_id","status");--> statement-breakpoint
CREATE INDEX "day_trades_partner_b_idx" ON "day_trades" USING btree ("partner_b_id","status");--> statement-breakpoint
CREATE INDEX "day_trades_open_idx" ON "day_trades" USING btree ("status","expires_at");