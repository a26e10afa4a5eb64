ALTER TABLE "deliveries" ADD COLUMN "early_pickup_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD COLUMN "planned_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD COLUMN "planned_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_jobs" ADD COLUMN "late_alerted_at" timestamp with time zone;