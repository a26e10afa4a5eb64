import { date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What stays of a delivered delivery after its account is deleted: the fields a GST invoice needs, with no link
 * to the user and none of the person's details (rule in packages/domain/src/data-rights.ts). Purged from
 * `purgeFrom` on (modules/users/retained-tax-records-repository.ts).
 */
export const retainedTaxRecords = pgTable(
  'retained_tax_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public shipment id ('LS' + 6), as on the user's screens and any invoice. */
    deliveryId: text('delivery_id').notNull(),
    /** Business name and GSTIN of a registered recipient; both null for an unregistered one. */
    businessName: text('business_name'),
    gstin: text('gstin'),
    pickupPlace: text('pickup_place').notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    packageType: text('package_type').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    mode: text('mode').notNull(),
    baseCostInr: integer('base_cost_inr').notNull(),
    distanceCostInr: integer('distance_cost_inr').notNull(),
    weightCostInr: integer('weight_cost_inr').notNull(),
    specialHandlingCostInr: integer('special_handling_cost_inr').notNull(),
    totalCostInr: integer('total_cost_inr').notNull(),
    /** When the delivery was booked. */
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }).notNull(),
    purgeFrom: date('purge_from', { mode: 'string' }).notNull(),
    /** The delivery's tax invoice, kept as issued in `invoices` (null when none was issued). */
    invoiceNumber: text('invoice_number'),
    /** The delivery's consignment note number, kept in `consignment_notes` (null when none was issued). */
    consignmentNoteNumber: text('consignment_note_number'),
  },
  (t) => [index('retained_tax_records_purge_idx').on(t.purgeFrom)],
);
