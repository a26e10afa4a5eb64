/*
 * A partner's vehicle: body type (the truck cards' types plus the pickup), payload, body size, features and
 * permits. The body types map onto the truck-card types so a partner's vehicle can be offered in the pool.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { TRUCK_TYPES, type TruckType } from '../catalogue';
import { registrationNumberSchema } from './registration-number';
import { complianceSchema, documentSchema } from './documents';

/** Body types, in picker order: every truck-card type, with the pickup (Bolero/Dost class) added. */
export const VEHICLE_BODY_TYPES = [
  'Mini Truck',
  'Pickup',
  'Tata 407',
  'Tata 709',
  'Tata 1109',
  'Tata 1613',
  'Container Truck',
  'Refrigerated Truck',
] as const;
export type VehicleBodyType = (typeof VEHICLE_BODY_TYPES)[number];

export const VEHICLE_BODY_TYPE_LABELS: Record<VehicleBodyType, string> = {
  'Mini Truck': 'Mini truck (Tata Ace)',
  Pickup: 'Pickup (Bolero, Dost)',
  'Tata 407': 'Tata 407',
  'Tata 709': 'Tata 709',
  'Tata 1109': 'Tata 1109',
  'Tata 1613': 'Tata 1613',
  'Container Truck': 'Container truck',
  'Refrigerated Truck': 'Refrigerated truck',
};

/** The truck-card type a body type is shown as in the pool (a pickup carries what a mini truck carries). */
export function truckCardType(body: VehicleBodyType): TruckType {
  return body === 'Pickup' ? 'Mini Truck' : body;
}

/** Typical payload of a body type in kg (the truck cards' upper figure), used to prefill the form. */
export function typicalPayloadKg(body: VehicleBodyType): number {
  const entry = TRUCK_TYPES.find((t) => t.type === truckCardType(body));
  if (body === 'Pickup') return 1_500;
  return (entry?.maxTons ?? 1) * 1_000;
}

export const VEHICLE_FEATURES = ['covered', 'refrigerated', 'tailLift'] as const;
export type VehicleFeature = (typeof VEHICLE_FEATURES)[number];
export const VEHICLE_FEATURE_LABELS: Record<VehicleFeature, string> = {
  covered: 'Covered body',
  refrigerated: 'Refrigerated',
  tailLift: 'Tail lift',
};

export const VEHICLE_PERMITS = ['city', 'national'] as const;
export type VehiclePermit = (typeof VEHICLE_PERMITS)[number];
export const VEHICLE_PERMIT_LABELS: Record<VehiclePermit, string> = {
  city: 'City permit',
  national: 'National permit',
};

/** Bounds: the smallest goods vehicle carries about 500 kg, the largest rigid truck in the list about 16 t. */
export const PAYLOAD_MIN_KG = 100;
export const PAYLOAD_MAX_KG = 40_000;
export const BODY_BOUNDS_CM = {
  length: { min: 100, max: 1_500 },
  width: { min: 80, max: 300 },
  height: { min: 50, max: 450 },
} as const;

const wholeNumber = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')} ${unit}`);

export const vehicleBodySizeSchema = z.object({
  lengthCm: wholeNumber('Body length', BODY_BOUNDS_CM.length.min, BODY_BOUNDS_CM.length.max, 'cm'),
  widthCm: wholeNumber('Body width', BODY_BOUNDS_CM.width.min, BODY_BOUNDS_CM.width.max, 'cm'),
  heightCm: wholeNumber('Body height', BODY_BOUNDS_CM.height.min, BODY_BOUNDS_CM.height.max, 'cm'),
});
export type VehicleBodySize = z.infer<typeof vehicleBodySizeSchema>;

const uniqueList = <T extends string>(
  values: readonly [T, ...T[]],
  message: string,
  min = 0,
  minMessage = message,
) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .min(min, minMessage)
    .max(values.length)
    .transform((list) => [...new Set(list)]);

/** Body of POST /api/partners/vehicles and PUT /api/partners/vehicles/{id}. */
export const vehicleInputSchema = z
  .object({
    registrationNumber: registrationNumberSchema,
    bodyType: z.enum(VEHICLE_BODY_TYPES, { error: 'Choose the body type from the list' }),
    payloadKg: wholeNumber('Payload', PAYLOAD_MIN_KG, PAYLOAD_MAX_KG, 'kg'),
    body: vehicleBodySizeSchema,
    features: uniqueList(VEHICLE_FEATURES, 'Choose features from the list').default([]),
    permits: uniqueList(VEHICLE_PERMITS, 'Choose permits from the list', 1, 'Choose at least one permit'),
  })
  .superRefine((v, ctx) => {
    // A reefer body is refrigerated by definition; a refrigerated feature on an open pickup is a typo.
    if (v.bodyType === 'Refrigerated Truck' && !v.features.includes('refrigerated')) {
      ctx.addIssue({
        code: 'custom',
        path: ['features'],
        message: 'A refrigerated truck must have the Refrigerated feature',
      });
    }
  });
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehiclePayload = z.output<typeof vehicleInputSchema>;

export const ratingSummarySchema = z.object({
  /** One decimal; null without ratings. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A vehicle as the partner sees it. */
export const vehicleSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  /** Canonical key, e.g. 'DL01LAB1234'. */
  registrationNumber: z.string().max(RESPONSE_TEXT_MAX.code),
  /** As a plate shows it, e.g. 'DL 1L AB 1234'. */
  registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
  /**
   * Whether an operator approved the RC (issue 33): only then is the number held by this vehicle. Optional so
   * that a vehicle described before review existed still reads.
   */
  registrationVerified: z.boolean().optional(),
  bodyType: z.enum(VEHICLE_BODY_TYPES),
  payloadKg: z.number(),
  body: vehicleBodySizeSchema,
  features: z.array(z.enum(VEHICLE_FEATURES)),
  permits: z.array(z.enum(VEHICLE_PERMITS)),
  /** Demo fleet vehicles: shown with a 'Demo' label everywhere. */
  isDemo: z.boolean(),
  online: z.boolean(),
  /** Online with a position from the last 10 minutes: only then does it get new offers. */
  receivingOffers: z.boolean(),
  /** Last position reported while online (null when never reported). */
  lastPosition: z
    .object({ lat: z.number(), lon: z.number(), recordedAt: z.string().max(RESPONSE_TEXT_MAX.instant) })
    .nullable(),
  /** The driver paired with the vehicle for the current shift. */
  driver: z
    .object({ id: z.string().max(RESPONSE_TEXT_MAX.id), name: z.string().max(RESPONSE_TEXT_MAX.name) })
    .nullable(),
  documents: z.array(documentSchema),
  compliance: complianceSchema,
  rating: ratingSummarySchema,
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ vehicle: vehicleSchema }),
});
export const vehicleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ vehicles: z.array(vehicleSchema) }),
});

/** Body of PUT /api/partners/vehicles/{id}/driver: pair a driver for the shift (null ends the pairing). */
export const pairDriverInputSchema = z.object({
  driverId: z.uuid({ error: 'Choose a driver' }).nullable(),
});
export type PairDriverInput = z.infer<typeof pairDriverInputSchema>;
