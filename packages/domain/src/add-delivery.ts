/*
 * The add-delivery wizard's rules (spec sections 3 and 5): one schema per step with the spec's messages, the
 * pooling preferences, and the silent final-submit check. Where the spec gives no message, ours are plain
 * sentences in the same voice.
 */
import { z } from 'zod';
import { NAME_MIN_LENGTH, normalizePhone } from './auth';
import { PACKAGE_TYPE_NEEDING_NAME, PACKAGE_TYPES, TRUCK_TYPE_NAMES, type TruckType } from './catalogue';
import {
  boundedText,
  dateNotBeforeToday,
  declareRange,
  optionalNumber,
  optionalTrimmed,
  parseNumberInput,
  requiredNumber,
  mobileNumber,
} from './form-fields';
import { istToday, parseIsoDate } from './ist-time';
import {
  ADDRESS_MIN_LENGTH,
  DEFAULT_COST_SAVINGS_TARGET_PERCENT,
  DEFAULT_MAX_WAIT_HOURS,
  NUMBER_TEXT_MAX,
  TEXT_MAX,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from './limits';
import { availableSlots, isTimeSlot, NO_SLOTS_MESSAGE } from './time-slots';

export const ADD_DELIVERY_MESSAGES = {
  addressTooShort: 'Must be at least 10 characters',
  nameTooShort: 'Name too short',
  phoneInvalid: 'Enter 10-digit mobile number',
  packageTypeRequired: 'Please select a package type',
  packageNameRequired: 'Package name is required when the package type is Other',
  weightRequired: 'Weight is required',
  weightInvalid: 'Weight must be a number',
  weightTooSmall: 'Weight must be at least 0.1 kg',
  weightTooLarge: `Weight must be at most ${WEIGHT_MAX_KG} kg`,
  dimensionInvalid: 'Dimensions must be positive numbers in cm',
  dimensionTooLarge: 'Dimensions must be at most 2000 cm',
  addressTooLong: `Must be at most ${TEXT_MAX.address} characters`,
  nameTooLong: `Name must be at most ${TEXT_MAX.name} characters`,
  instructionsTooLong: 'Special instructions must be at most 500 characters',
  dateRequired: 'Delivery date is required',
  dateInvalid: 'Enter a valid date',
  datePast: 'Delivery date cannot be in the past',
  slotRequired: 'Please select a time slot',
  slotInvalid: 'Please select one of the listed time slots',
  slotUnavailable: 'This time slot is no longer available. Please select another.',
  noSlots: NO_SLOTS_MESSAGE,
} as const;
const M = ADD_DELIVERY_MESSAGES;

export const ADD_DELIVERY_STEP_TITLES = {
  regular: ['Pickup & Delivery', 'Package Details', 'Schedule', 'AI Analysis & Review'],
  pooling: ['Pickup & Delivery', 'Package Details', 'Pooling Preferences', 'Smart Matching & Review'],
} as const;
export const ADD_DELIVERY_STEP_COUNT = 4;

const address = boundedText(TEXT_MAX.address, M.addressTooLong, M.addressTooShort).min(
  ADDRESS_MIN_LENGTH,
  M.addressTooShort,
);

/** Step 1 fields; shared with the server's create schema. */
export const deliveryStep1Shape = {
  pickupAddress: address,
  deliveryAddress: address,
  customerName: boundedText(TEXT_MAX.name, M.nameTooLong, M.nameTooShort).min(
    NAME_MIN_LENGTH,
    M.nameTooShort,
  ),
  customerPhone: mobileNumber(M.phoneInvalid),
};
export const deliveryStep1Schema = z.object(deliveryStep1Shape);

/** Not in the spec: 20 m is longer than any truck body, so a larger side is a typo. */
export const DIMENSION_MAX_CM = 2000;

const positiveDimension = declareRange(
  optionalNumber(M.dimensionInvalid)
    .refine((v) => v === undefined || v > 0, M.dimensionInvalid)
    .refine((v) => v === undefined || v <= DIMENSION_MAX_CM, M.dimensionTooLarge),
  0,
  DIMENSION_MAX_CM,
);

/** Centimetres; every side optional. */
export const dimensionsSchema = z.object({
  length: positiveDimension,
  width: positiveDimension,
  height: positiveDimension,
});

export const weightKgSchema = declareRange(
  requiredNumber({ required: M.weightRequired, invalid: M.weightInvalid })
    .refine((v) => v >= WEIGHT_MIN_KG, M.weightTooSmall)
    .refine((v) => v <= WEIGHT_MAX_KG, M.weightTooLarge),
  WEIGHT_MIN_KG,
  WEIGHT_MAX_KG,
);

/** Step 2 fields without the package type (the server accepts a missing type, the form does not). */
export const deliveryPackageShape = {
  packageName: optionalTrimmed(100, 'Package name must be at most 100 characters'),
  weight: weightKgSchema,
  dimensions: dimensionsSchema.optional(),
  specialInstructions: optionalTrimmed(500, M.instructionsTooLong),
};

/** A package name is required when the type is Other (spec section 3). */
export function checkPackageName(
  value: { packageType?: string | undefined; packageName?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.packageType === PACKAGE_TYPE_NEEDING_NAME && !value.packageName) {
    ctx.addIssue({ code: 'custom', path: ['packageName'], message: M.packageNameRequired });
  }
}

export const deliveryStep2Schema = z
  .object({ packageType: z.enum(PACKAGE_TYPES, { error: M.packageTypeRequired }), ...deliveryPackageShape })
  .superRefine(checkPackageName);

export function deliveryScheduleShape(now: Date) {
  return {
    deliveryDate: dateNotBeforeToday(now, {
      required: M.dateRequired,
      invalid: M.dateInvalid,
      past: M.datePast,
    }),
    deliveryTime: z
      .string({ error: M.slotRequired })
      .min(1, M.slotRequired)
      .max(SLOT_TEXT_MAX, M.slotInvalid)
      .refine((v) => v.length === 0 || isTimeSlot(v), M.slotInvalid),
  };
}

/**
 * The chosen slot must still be available for the chosen date at `now` (spec section 5). Reported on
 * deliveryTime: the spec's no-slots message when the date has none left, otherwise that this slot is gone.
 * Skipped while the date itself is invalid or past, which has its own message.
 */
export function checkSlotAvailable(now: Date) {
  return (value: { deliveryDate?: string; deliveryTime?: string }, ctx: z.RefinementCtx) => {
    const { deliveryDate, deliveryTime } = value;
    if (!deliveryDate || !parseIsoDate(deliveryDate) || !isTimeSlot(deliveryTime)) return;
    if (deliveryDate < istToday(now)) return;
    const slots = availableSlots(deliveryDate, now);
    if (slots.length === 0) ctx.addIssue({ code: 'custom', path: ['deliveryTime'], message: M.noSlots });
    else if (!slots.includes(deliveryTime)) {
      ctx.addIssue({ code: 'custom', path: ['deliveryTime'], message: M.slotUnavailable });
    }
  };
}

/** Step 3 (regular mode): date and slot, judged against `now`. Build it when validating, not once at start. */
export function deliveryStep3Schema(now: Date) {
  return z.object(deliveryScheduleShape(now)).superRefine(checkSlotAvailable(now));
}

export const DEFAULT_PREFERRED_TRUCK_TYPES: readonly TruckType[] = ['Mini Truck', 'Tata 407'];
/** Not in the spec: a week is the longest sensible wait for a pooled delivery. */
export const MAX_WAIT_HOURS_LIMIT = 168;

const SLOT_TEXT_MAX = 10;

function numberWithDefault(fallback: number, message: string, min: number, max: number) {
  return declareRange(
    z
      .union([z.number(), z.string().max(NUMBER_TEXT_MAX, message)], { error: message })
      .optional()
      .nullable()
      .transform((v) => parseNumberInput(v) ?? fallback)
      .pipe(z.number({ error: message }).min(min, message).max(max, message)),
    min,
    max,
  );
}

/** Pooling-mode preferences (spec section 3) with the spec's defaults. */
export const poolingPreferencesSchema = z.object({
  maxWaitTime: numberWithDefault(
    DEFAULT_MAX_WAIT_HOURS,
    `Maximum wait must be between 1 and ${MAX_WAIT_HOURS_LIMIT} hours`,
    1,
    MAX_WAIT_HOURS_LIMIT,
  ),
  flexiblePickup: z.boolean().default(false),
  flexibleDelivery: z.boolean().default(false),
  costSavingsTarget: numberWithDefault(
    DEFAULT_COST_SAVINGS_TARGET_PERCENT,
    'Savings target must be between 0 and 100 percent',
    0,
    100,
  ),
  preferredTruckTypes: z
    .array(z.enum(TRUCK_TYPE_NAMES, { error: 'Please choose truck types from the list' }))
    .max(TRUCK_TYPE_NAMES.length, 'Please choose truck types from the list')
    .default(() => [...DEFAULT_PREFERRED_TRUCK_TYPES]),
  specialRequirements: z
    .array(
      boundedText(100, 'Requirements must be at most 100 characters').min(1, 'Requirements cannot be empty'),
    )
    .max(20, 'At most 20 special requirements')
    .default(() => []),
});
export type PoolingPreferencesInput = z.input<typeof poolingPreferencesSchema>;
export type PoolingPreferences = z.output<typeof poolingPreferencesSchema>;

/** The wizard's form values as kept in state and local storage (numbers may still be text). */
export interface AddDeliveryFormValues {
  pickupAddress?: string;
  deliveryAddress?: string;
  packageType?: string;
  packageName?: string;
  weight?: number | string;
  dimensions?: { length?: number | string; width?: number | string; height?: number | string };
  deliveryDate?: string;
  deliveryTime?: string;
  specialInstructions?: string;
  customerName?: string;
  customerPhone?: string;
  poolingPreferences?: PoolingPreferencesInput;
}

const SUBMIT_REQUIRED_FIELDS = [
  'pickupAddress',
  'deliveryAddress',
  'packageType',
  'deliveryDate',
  'deliveryTime',
  'customerName',
  'customerPhone',
] as const;

/**
 * The final submit's silent check (spec section 5): submit only when every required field is present
 * (the ones listed above, plus the package name when the type is Other), the phone is 10 digits, both
 * addresses are at least 10 characters and the weight is a number of at least 0.1. Lengths count trimmed
 * text, as the step schemas do.
 */
export function isSubmittable(form: AddDeliveryFormValues): boolean {
  const present = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
  if (!SUBMIT_REQUIRED_FIELDS.every((key) => present(form[key]))) return false;
  if (form.packageType === PACKAGE_TYPE_NEEDING_NAME && !present(form.packageName)) return false;
  if (!/^\d{10}$/.test(normalizePhone(form.customerPhone ?? ''))) return false;
  const longEnough = (v: string | undefined) => (v ?? '').trim().length >= ADDRESS_MIN_LENGTH;
  if (!longEnough(form.pickupAddress) || !longEnough(form.deliveryAddress)) return false;
  const weight = parseNumberInput(form.weight);
  return weight !== undefined && Number.isFinite(weight) && weight >= WEIGHT_MIN_KG;
}

/** Empty wizard state: what 'Schedule New Delivery' and a successful creation reset to. */
export const EMPTY_ADD_DELIVERY_FORM: Readonly<Required<Omit<AddDeliveryFormValues, 'poolingPreferences'>>> =
  {
    pickupAddress: '',
    deliveryAddress: '',
    packageType: '',
    packageName: '',
    weight: '',
    dimensions: { length: '', width: '', height: '' },
    deliveryDate: '',
    deliveryTime: '',
    specialInstructions: '',
    customerName: '',
    customerPhone: '',
  };
