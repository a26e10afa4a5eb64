/*
 * 'Book Warehouse Space' (spec sections 3 and 5): space from 1 up to what the warehouse has free, at least one
 * day, a start date that is not in the past, a package type from the package list.
 */
import { z } from 'zod';
import { PACKAGE_TYPES } from './catalogue';
import { boundedText, dateNotBeforeToday, declareRange, requiredNumber } from './form-fields';

export const WAREHOUSE_BOOKING_MESSAGES = {
  spaceRequired: 'Space required is required',
  spaceInvalid: 'Space required must be a whole number',
  spaceTooSmall: 'Space required must be at least 1 sq ft',
  noSpace: 'This warehouse has no space available',
  durationRequired: 'Duration is required',
  durationInvalid: 'Duration must be a whole number of days',
  durationTooShort: 'Duration must be at least 1 day',
  durationTooLong: 'Duration must be at most 365 days',
  dateRequired: 'Start date is required',
  dateInvalid: 'Enter a valid date',
  datePast: 'Start date cannot be in the past',
  packageTypeRequired: 'Package type is required',
} as const;
const M = WAREHOUSE_BOOKING_MESSAGES;

/** Not in the spec: bookings longer than a year are contracts, not micro-warehouse bookings. */
export const BOOKING_MAX_DAYS = 365;

export function spaceTooLargeMessage(availableSqFt: number): string {
  return `Only ${availableSqFt} sq ft available`;
}

/** `availableSqFt` is the warehouse's free space at the moment of validation (the server re-checks it). */
export function warehouseBookingSchema(now: Date, availableSqFt: number) {
  const available = Math.max(0, Math.floor(availableSqFt));
  return z.object({
    spaceRequired: declareRange(
      requiredNumber({ required: M.spaceRequired, invalid: M.spaceInvalid })
        .refine((v) => Number.isInteger(v), M.spaceInvalid)
        .refine(() => available >= 1, M.noSpace)
        .refine((v) => available < 1 || v >= 1, M.spaceTooSmall)
        .refine((v) => available < 1 || v <= available, spaceTooLargeMessage(available)),
      1,
      Math.max(1, available),
    ),
    duration: declareRange(
      requiredNumber({ required: M.durationRequired, invalid: M.durationInvalid })
        .refine((v) => Number.isInteger(v), M.durationInvalid)
        .refine((v) => v >= 1, M.durationTooShort)
        .refine((v) => v <= BOOKING_MAX_DAYS, M.durationTooLong),
      1,
      BOOKING_MAX_DAYS,
    ),
    startDate: dateNotBeforeToday(now, {
      required: M.dateRequired,
      invalid: M.dateInvalid,
      past: M.datePast,
    }),
    packageType: z.enum(PACKAGE_TYPES, { error: M.packageTypeRequired }),
    specialRequirements: z
      .array(boundedText(100, 'Requirements must be at most 100 characters').min(1))
      .max(20, 'At most 20 special requirements')
      .default(() => []),
  });
}
export type WarehouseBookingInput = z.input<ReturnType<typeof warehouseBookingSchema>>;
export type WarehouseBooking = z.output<ReturnType<typeof warehouseBookingSchema>>;
