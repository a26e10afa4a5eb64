/*
 * What the API answers about a delivery's e-way bill (GET /api/deliveries/:id/eway-bill), and the e-way bill
 * fields every delivery carries. Shared by the API (response schemas) and the web.
 */
import { z } from 'zod';
import { normalizeRegistrationNumber } from '../partners/registration-number';

export const ewayBillSummarySchema = z.object({
  required: z.boolean(),
  number: z.string().nullable(),
  /** Last IST day of validity and the instant it ends (ISO 8601). */
  validUntilDay: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type EwayBillSummary = z.infer<typeof ewayBillSummarySchema>;

export const ewayBillViewSchema = z.object({
  deliveryId: z.string(),
  goods: z.object({
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    valuePaise: z.number().int(),
    hsnCode: z.string(),
    description: z.string(),
    gstRate: z.string(),
    quantity: z.number(),
    qtyUnit: z.string(),
    consigneeGstin: z.string().nullable(),
    pickupPincode: z.string(),
    deliveryPincode: z.string(),
    fromState: z.string(),
    toState: z.string(),
  }),
  required: z.boolean(),
  limitPaise: z.number().int(),
  whollyWithinDelhi: z.boolean(),
  transDistanceKm: z.number().int(),
  validityDays: z.number().int(),
  ewbNumber: z.string().nullable(),
  generatedOn: z.string().nullable(),
  validUntilDay: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The truck on the e-way bill (from the file or the last Part-B update) and the one now assigned. */
  billVehicleNo: z.string().nullable(),
  assignedVehicleNo: z.string().nullable(),
  vehicleUpdateDue: z.boolean(),
  /**
   * Who generates the bill (CGST Rule 138): the consignor when registered, otherwise the transporter
   * (LogiSaathi, whose GSTIN and name are given), under whose login the file is then uploaded.
   */
  generator: z.enum(['consignor', 'transporter']),
  transporter: z.object({ gstin: z.string().max(15), name: z.string().max(100) }),
});
export type EwayBillView = z.infer<typeof ewayBillViewSchema>;

/** Answers of GET /api/deliveries/:id/eway-bill, PUT .../number and POST .../vehicle-update. */
export const ewayBillResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ewayBill: ewayBillViewSchema }),
});

/** The portal files as served; their full contracts are ewb-bulk.schema.json and ewb-vehicle-update.schema.json. */
export const ewbBulkFileResponseSchema = z.object({
  version: z.literal('1.0.0621'),
  billLists: z.array(z.record(z.string(), z.unknown())),
});
export const ewbVehicleUpdateFileResponseSchema = z.object({
  version: z.literal('1.0.0621'),
  vehUpdtList: z.array(z.record(z.string(), z.unknown())),
});

const VEHICLE_TEXT_MAX = 20;
/** POST .../vehicle-update: the truck of the Part-B file the business uploaded. */
export const ewbVehicleUpdateInputSchema = z.object({
  vehicleNo: z
    .string({ error: 'Vehicle number is required' })
    .max(VEHICLE_TEXT_MAX, 'Vehicle number must be at most 20 characters')
    .transform(normalizeRegistrationNumber),
});
