CREATE TABLE "delivery_eway_bills" (
	"delivery_row_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"value_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"hsn_code" text NOT NULL,
	"description" text NOT NULL,
	"quantity" double precision NOT NULL,
	"qty_unit" text NOT NULL,
	"consignee_gstin" text,
	"pickup_pincode" text NOT NULL,
	"delivery_pincode" text NOT NULL,
	"from_state_code" integer NOT NULL,
	"to_state_code" integer NOT NULL,
	"generated_on" date,
	"bill_vehicle_no" text,
	"expiry_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "ewb_required" boolean;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "ewb_number" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "ewb_valid_until" date;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "ewb_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_eway_bills" ADD CONSTRAINT "delivery_eway_bills_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_eway_bills" ADD CONSTRAINT "delivery_eway_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;