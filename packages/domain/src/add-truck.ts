/*
 * 'Add Your Truck to Pool' form (spec sections 3 and 5): every field but the notes is required, capacity in
 * tonnes from 0.5 in steps of 0.5, cost per km from 10 INR in steps of 5, departure not before today, and the
 * departure time is one of the four slots.
 */
import { z } from 'zod';
import { NAME_MIN_LENGTH, phoneSchema } from './auth';
import { TRUCK_TYPE_NAMES, TRUCK_TYPES } from './catalogue';
import {
  dateNotBeforeToday,
  declareRange,
  isMultipleOf,
  optionalTrimmed,
  requiredMoney,
  requiredNumber,
  requiredTrimmed,
} from './form-fields';
import { COST_PER_KM_MAX_INR, TEXT_MAX } from './limits';
import { TIME_SLOTS } from './time-slots';

export const CAPACITY_MIN_TONS = 0.5;
export const CAPACITY_STEP_TONS = 0.5;
export const COST_PER_KM_MIN_INR = 10;
export const COST_PER_KM_STEP_INR = 5;

export const ADD_TRUCK_MESSAGES = {
  companyRequired: 'Company name is required',
  companyTooShort: 'Company name must be at least 2 characters',
  truckTypeRequired: 'Please select a truck type',
  capacityRequired: 'Capacity is required',
  capacityInvalid: 'Capacity must be a number',
  capacityTooSmall: 'Capacity must be at least 0.5 tons',
  capacityStep: 'Capacity must be in steps of 0.5 tons',
  pickupRequired: 'Pickup location is required',
  deliveryRequired: 'Delivery location is required',
  dateRequired: 'Departure date is required',
  dateInvalid: 'Enter a valid date',
  datePast: 'Departure date cannot be in the past',
  slotRequired: 'Please select a departure time slot',
  costRequired: 'Cost per km is required',
  costInvalid: 'Cost per km must be a number',
  costTooSmall: 'Cost per km must be at least 10',
  costStep: 'Cost per km must be in steps of 5',
  contactPersonRequired: 'Contact person is required',
  contactPersonTooShort: 'Contact person must be at least 2 characters',
  notesTooLong: 'Additional notes must be at most 500 characters',
  // Not in the spec: bounds of DESIGN.md 'Bounds'.
  companyTooLong: `Company name must be at most ${TEXT_MAX.company} characters`,
  pickupTooLong: `Pickup location must be at most ${TEXT_MAX.address} characters`,
  deliveryTooLong: `Delivery location must be at most ${TEXT_MAX.address} characters`,
  contactPersonTooLong: `Contact person must be at most ${TEXT_MAX.name} characters`,
  costTooLarge: `Cost per km must be at most ${COST_PER_KM_MAX_INR}`,
  dateTooFar: 'Departure date must be within a year from today',
  vehicleRequired: 'Choose one of your vehicles',
} as const;
const M = ADD_TRUCK_MESSAGES;

/** Not in the spec: no listed truck carries more than 16 t, so 40 t catches typos without blocking anything real. */
export const CAPACITY_MAX_TONS = 40;

/** The most a truck type carries, tons (spec section 3 ranges). */
export function truckTypeMaxTons(type: string): number {
  return TRUCK_TYPES.find((t) => t.type === type)?.maxTons ?? Infinity;
}

/** Capacity offered to the pool cannot exceed what the truck type carries. */
export function capacityAboveTypeMessage(type: string): string {
  return `A ${type} carries at most ${truckTypeMaxTons(type)} tons`;
}

/** The spec's 'Add Your Truck to Pool' form, with the truck type's capacity range (spec section 3). */
export function addTruckSchema(now: Date) {
  return z
    .object({
      companyName: requiredTrimmed(M.companyRequired, TEXT_MAX.company, M.companyTooLong).min(
        NAME_MIN_LENGTH,
        M.companyTooShort,
      ),
      truckType: z.enum(TRUCK_TYPE_NAMES, { error: M.truckTypeRequired }),
      capacity: declareRange(
        requiredNumber({ required: M.capacityRequired, invalid: M.capacityInvalid })
          .refine((v) => v >= CAPACITY_MIN_TONS, M.capacityTooSmall)
          .refine((v) => v < CAPACITY_MIN_TONS || isMultipleOf(v, CAPACITY_STEP_TONS), M.capacityStep)
          .refine((v) => v <= CAPACITY_MAX_TONS, `Capacity must be at most ${CAPACITY_MAX_TONS} tons`),
        CAPACITY_MIN_TONS,
        CAPACITY_MAX_TONS,
      ),
      pickupLocation: requiredTrimmed(M.pickupRequired, TEXT_MAX.address, M.pickupTooLong),
      deliveryLocation: requiredTrimmed(M.deliveryRequired, TEXT_MAX.address, M.deliveryTooLong),
      departureDate: dateNotBeforeToday(now, {
        required: M.dateRequired,
        invalid: M.dateInvalid,
        past: M.datePast,
        tooFar: M.dateTooFar,
      }),
      departureTime: z.enum(TIME_SLOTS, { error: M.slotRequired }),
      costPerKm: declareRange(
        requiredMoney({ required: M.costRequired, invalid: M.costInvalid })
          .refine((v) => v >= COST_PER_KM_MIN_INR, M.costTooSmall)
          .refine((v) => v < COST_PER_KM_MIN_INR || isMultipleOf(v, COST_PER_KM_STEP_INR), M.costStep)
          .refine((v) => v <= COST_PER_KM_MAX_INR, M.costTooLarge),
        COST_PER_KM_MIN_INR,
        COST_PER_KM_MAX_INR,
      ),
      contactPerson: requiredTrimmed(M.contactPersonRequired, TEXT_MAX.name, M.contactPersonTooLong).min(
        NAME_MIN_LENGTH,
        M.contactPersonTooShort,
      ),
      contactPhone: phoneSchema,
      additionalNotes: optionalTrimmed(500, M.notesTooLong),
      /** A truck partner offers one of its own vehicles (issue 14); required from partner accounts. */
      vehicleId: z.uuid({ error: M.vehicleRequired }).optional(),
    })
    .superRefine((values, ctx) => {
      if (values.capacity > truckTypeMaxTons(values.truckType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['capacity'],
          message: capacityAboveTypeMessage(values.truckType),
        });
      }
    });
}
export type AddTruckInput = z.input<ReturnType<typeof addTruckSchema>>;
export type AddTruckValues = z.output<ReturnType<typeof addTruckSchema>>;
