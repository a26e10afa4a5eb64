ALTER TABLE "consignment_notes" DROP CONSTRAINT "consignment_notes_delivery_row_id_deliveries_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_delivery_row_id_deliveries_id_fk";
--> statement-breakpoint
ALTER TABLE "consignment_notes" ALTER COLUMN "delivery_row_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "delivery_row_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "retained_tax_records" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "retained_tax_records" ADD COLUMN "consignment_note_number" text;--> statement-breakpoint
ALTER TABLE "consignment_notes" ADD CONSTRAINT "consignment_notes_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_delivery_row_id_deliveries_id_fk" FOREIGN KEY ("delivery_row_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issued tax documents outlive the account (CGST Act s.36, Rule 56): deleting a user or a delivery sets the
-- document's links to null (the foreign keys above), which is an UPDATE. The only update allowed is that one: the
-- owner or delivery link turning null, every other column unchanged. Anything else is refused as before.
CREATE OR REPLACE FUNCTION refuse_tax_document_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
BEGIN
  IF (new_row - 'user_id' - 'delivery_row_id') = (old_row - 'user_id' - 'delivery_row_id')
     AND (new_row -> 'user_id' IS NOT DISTINCT FROM old_row -> 'user_id' OR new_row -> 'user_id' = 'null'::jsonb)
     AND (new_row -> 'delivery_row_id' IS NOT DISTINCT FROM old_row -> 'delivery_row_id'
          OR new_row -> 'delivery_row_id' = 'null'::jsonb)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'issued tax documents are immutable (%)', TG_TABLE_NAME;
END;
$$;
