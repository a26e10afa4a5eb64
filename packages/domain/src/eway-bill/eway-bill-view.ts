/*
 * What the API answers about a delivery's e-way bill (GET /api/deliveries/:id/eway-bill), and the e-way bill
 * fields every delivery carries. Shared by the API (response schemas) and the web.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { formatRegistrationNumber, normalizeRegistrationNumber } from '../partners/registration-number';
import { stateName } from './states';
import { PART_B_REASON_LABELS, type PartBChange } from './vehicle-update';

export const ewayBillSummarySchema = z.object({
  required: z.boolean(),
  number: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  /** Last IST day of validity and the instant it ends (ISO 8601). */
  validUntilDay: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
});
export type EwayBillSummary = z.infer<typeof ewayBillSummarySchema>;

/**
 * The Part-B update due when the truck on the e-way bill is not the one now carrying the goods (a re-assignment,
 * an operator's assignment, the business's own driver): what to enter on the portal's "Update Vehicle No." form.
 * Vehicle numbers as displayed; the date is the transporter document's, 'YYYY-MM-DD'.
 */
/** A vehicle number as typed or displayed (spaces included). */
const VEHICLE_TEXT_MAX = 20;

export const partBUpdateSchema = z.object({
  /** 12 digits, grouped by spaces as displayed. */
  ewbNumber: z.string().max(16),
  vehicleNo: z.string().max(VEHICLE_TEXT_MAX),
  /** The vehicle the bill names until now, null when it was generated without one. */
  previousVehicleNo: z.string().max(VEHICLE_TEXT_MAX).nullable(),
  fromPlace: z.string().max(500),
  fromState: z.string().max(60),
  /** NIC's reason code (1 break down, 2 transhipment, 3 others, 4 first time) and its remark. */
  reasonCode: z.number().int().min(1).max(4),
  reason: z.string().max(60),
  reasonRemark: z.string().max(200),
  transDocNo: z.string().max(40),
  /** 'YYYY-MM-DD' */
  transDocDate: z.string().max(10),
});
export type PartBUpdate = z.infer<typeof partBUpdateSchema>;

/** A Part-B change as the business and the partner are shown it. */
export function partBUpdateOf(c: PartBChange): PartBUpdate {
  return {
    ewbNumber: c.ewbNo,
    vehicleNo: formatRegistrationNumber(c.vehicleNo),
    previousVehicleNo: c.previousVehicleNo === null ? null : formatRegistrationNumber(c.previousVehicleNo),
    fromPlace: c.fromPlace,
    fromState: stateName(c.fromStateCode),
    reasonCode: c.reasonCode,
    reason: PART_B_REASON_LABELS[c.reasonCode] ?? String(c.reasonCode),
    reasonRemark: c.reasonRemark,
    transDocNo: c.transDocNo,
    transDocDate: c.transDocDate,
  };
}

export const ewayBillViewSchema = z.object({
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  goods: z.object({
    invoiceNumber: z.string().max(RESPONSE_TEXT_MAX.code),
    invoiceDate: z.string().max(RESPONSE_TEXT_MAX.instant),
    valuePaise: z.number().int(),
    hsnCode: z.string().max(RESPONSE_TEXT_MAX.code),
    description: z.string().max(RESPONSE_TEXT_MAX.text),
    gstRate: z.string().max(RESPONSE_TEXT_MAX.text),
    quantity: z.number(),
    qtyUnit: z.string().max(RESPONSE_TEXT_MAX.text),
    consigneeGstin: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
    pickupPincode: z.string().max(RESPONSE_TEXT_MAX.code),
    deliveryPincode: z.string().max(RESPONSE_TEXT_MAX.code),
    fromState: z.string().max(RESPONSE_TEXT_MAX.text),
    toState: z.string().max(RESPONSE_TEXT_MAX.text),
  }),
  required: z.boolean(),
  limitPaise: z.number().int(),
  whollyWithinDelhi: z.boolean(),
  transDistanceKm: z.number().int(),
  validityDays: z.number().int(),
  ewbNumber: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  generatedOn: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  validUntilDay: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  /** The truck on the e-way bill (from the file or the last Part-B update) and the one now assigned. */
  billVehicleNo: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  assignedVehicleNo: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  vehicleUpdateDue: z.boolean(),
  /** While an update is due: its details, as the portal's form asks for them. */
  partB: partBUpdateSchema.nullable(),
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
  billLists: z.array(z.record(z.string().max(RESPONSE_TEXT_MAX.code), z.unknown())),
});
export const ewbVehicleUpdateFileResponseSchema = z.object({
  version: z.literal('1.0.0621'),
  vehUpdtList: z.array(z.record(z.string().max(RESPONSE_TEXT_MAX.code), z.unknown())),
});

/** POST .../vehicle-update: the truck of the Part-B file the business uploaded. */
export const ewbVehicleUpdateInputSchema = z.object({
  vehicleNo: z
    .string({ error: 'Vehicle number is required' })
    .max(VEHICLE_TEXT_MAX, 'Vehicle number must be at most 20 characters')
    .transform(normalizeRegistrationNumber),
});
