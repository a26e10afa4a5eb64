CREATE TABLE "delivery_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_row_id" uuid NOT NULL,
	"raised_by" uuid,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exception_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"delivery_row_id" uuid NOT NULL,
	"dispute_id" uuid,
	"outcome" text NOT NULL,
	"shipper_message" text NOT NULL,
	"partner_message" text,
	"partner_id" uuid,
	"credit_note_id" uuid,
	"resolved_by" uuid NOT NULL,
	"resolved_by_email" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_disputes" ADD CONSTRAINT "delivery_disputes_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_disputes" ADD CONSTRAINT "delivery_disputes_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exception_resolutions" ADD CONSTRAINT "exception_resolutions_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exception_resolutions" ADD CONSTRAINT "exception_resolutions_dispute_id_delivery_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."delivery_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exception_resolutions" ADD CONSTRAINT "exception_resolutions_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exception_resolutions" ADD CONSTRAINT "exception_resolutions_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_disputes_open_key" ON "delivery_disputes" USING btree ("delivery_row_id") WHERE "delivery_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "delivery_disputes_created_idx" ON "delivery_disputes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exception_resolutions_delivery_kind_key" ON "exception_resolutions" USING btree ("delivery_row_id","kind") WHERE "exception_resolutions"."dispute_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exception_resolutions_dispute_key" ON "exception_resolutions" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "exception_resolutions_resolved_idx" ON "exception_resolutions" USING btree ("resolved_at");