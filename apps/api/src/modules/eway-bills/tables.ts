import { bigint, date, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryRowId, Paise } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';
import { users } from '../users/tables';

/**
 * The goods' invoice of a delivery whose goods are sold or moved with one (issue 16 'E-way bills'), what the
 * e-way bill file is written from, and the e-way bill's own state. One row per delivery; the number, validity
 * and 'required' flag the delivery's readers need are also on `deliveries` (ewb_*), so the delivery list and
 * every DTO show them without a join. Money in integer paise; the GST rate in basis points.
 */
export const deliveryEwayBills = pgTable('delivery_eway_bills', {
  deliveryRowId: uuid('delivery_row_id')
    .$type<DeliveryRowId>()
    .primaryKey()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull(),
  invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
  valuePaise: bigint('value_paise', { mode: 'number' }).$type<Paise>().notNull(),
  gstRateBp: integer('gst_rate_bp').notNull(),
  hsnCode: text('hsn_code').notNull(),
  description: text('description').notNull(),
  quantity: doublePrecision('quantity').notNull(),
  qtyUnit: text('qty_unit').notNull(),
  consigneeGstin: text('consignee_gstin'),
  pickupPincode: text('pickup_pincode').notNull(),
  deliveryPincode: text('delivery_pincode').notNull(),
  fromStateCode: integer('from_state_code').notNull(),
  toStateCode: integer('to_state_code').notNull(),
  /** IST date the portal generated the bill on, entered with its number. */
  generatedOn: date('generated_on', { mode: 'string' }),
  /** The truck the portal knows for this bill: the file's vehicle when the number was entered, then each Part-B update. */
  billVehicleNo: text('bill_vehicle_no'),
  /** Claimed by the expiry check when it alerts (once per bill number). */
  expiryAlertedAt: timestamp('expiry_alerted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
