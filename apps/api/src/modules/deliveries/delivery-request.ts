/*
 * Reading create and edit bodies. The wizard's fields come from the domain's createDeliverySchema, which depends
 * on the clock through the date and slot rules. The domain schema has no pickup/delivery
 * contact fields yet, so they are read here with the same messages (phones as the spec's 10-digit rule).
 */
import { z } from 'zod';
import {
  ADD_DELIVERY_MESSAGES,
  boundedText,
  MOBILE_TEXT_MAX,
  createDeliverySchema,
  deliveryPlaceRefsShape,
  istDateString,
  istParts,
  istToday,
  MS_PER_DAY,
  normalizePhone,
  type CreateDeliveryRequest,
} from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { fieldErrorsFromIssues } from '../../lib/app-error';
import type { DeliveryRow } from './deliveries-repository';

function optionalText(maxLength: number, tooLong: string) {
  return boundedText(maxLength, tooLong, tooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

const optionalPhone = z
  .string({ error: ADD_DELIVERY_MESSAGES.phoneInvalid })
  .max(MOBILE_TEXT_MAX, ADD_DELIVERY_MESSAGES.phoneInvalid)
  .optional()
  .nullable()
  .transform((v) => (v ? normalizePhone(v) : undefined))
  .refine((v) => v === undefined || v === '' || /^\d{10}$/.test(v), ADD_DELIVERY_MESSAGES.phoneInvalid)
  .transform((v) => (v ? v : undefined));

export const deliveryContactShape = {
  pickupContactPerson: optionalText(100, 'Contact person must be at most 100 characters'),
  pickupContactPhone: optionalPhone,
  pickupInstructions: optionalText(500, 'Instructions must be at most 500 characters'),
  deliveryContactPerson: optionalText(100, 'Contact person must be at most 100 characters'),
  deliveryContactPhone: optionalPhone,
  deliveryInstructions: optionalText(500, 'Instructions must be at most 500 characters'),
};
const contactShape = z.object({ ...deliveryContactShape, ...deliveryPlaceRefsShape });

export type DeliveryRequest = CreateDeliveryRequest & z.output<typeof contactShape>;

/** Every field a body may carry; anything else (a client price, ids, status) is dropped. */
const REQUEST_KEYS = [
  'pickupAddress',
  'deliveryAddress',
  'customerName',
  'customerPhone',
  'customerEmail',
  'packageType',
  'packageName',
  'weight',
  'dimensions',
  'specialInstructions',
  'deliveryDate',
  'deliveryTime',
  'mode',
  'poolingPreferences',
  'sharedTruckId',
  // An edit that changes the price carries the quote the user confirmed (update-delivery.ts).
  'quoteId',
  ...(Object.keys(contactShape.shape) as Array<keyof typeof contactShape.shape>),
] as const;

/**
 * The date and slot rules read the clock only as the IST date and hour (no past dates; today's slots that have
 * not started), so one built schema serves a whole hour. Building it costs more than a parse.
 */
let schemaOfTheHour: { hour: string; schema: ReturnType<typeof createDeliverySchema> } | undefined;
function createDeliverySchemaAt(now: Date) {
  const hour = `${istToday(now)} ${istParts(now).hour}`;
  if (schemaOfTheHour?.hour !== hour) schemaOfTheHour = { hour, schema: createDeliverySchema(now) };
  return schemaOfTheHour.schema;
}

/** Validates a create body at `now`; 400 with the spec's message per field. */
export function parseDeliveryRequest(body: unknown, now: Date): DeliveryRequest {
  const base = createDeliverySchemaAt(now).safeParse(body ?? {});
  const contacts = contactShape.safeParse(body ?? {});
  const issues = [
    ...(base.success ? [] : base.error.issues),
    ...(contacts.success ? [] : contacts.error.issues),
  ];
  if (!base.success || !contacts.success) {
    const errors = fieldErrorsFromIssues(issues);
    throw new AppError('validation', errors[0]?.msg ?? 'Invalid request', errors);
  }
  return { ...base.data, ...contacts.data };
}

/** The stored delivery as the wizard's form, the starting point of an edit. */
function toRequestBody(row: DeliveryRow): Record<string, unknown> {
  const hasDimensions = row.lengthCm !== null || row.widthCm !== null || row.heightCm !== null;
  return {
    pickupAddress: row.pickupAddress,
    deliveryAddress: row.deliveryAddress,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail ?? undefined,
    packageType: row.packageType,
    packageName: row.packageName,
    weight: row.weightKg,
    dimensions: hasDimensions
      ? { length: row.lengthCm, width: row.widthCm, height: row.heightCm }
      : undefined,
    specialInstructions: row.specialInstructions,
    deliveryDate: row.deliveryDate,
    deliveryTime: row.timeSlot,
    mode: row.mode,
    poolingPreferences: row.poolingPreferences ?? undefined,
    sharedTruckId: row.sharedTruckId,
    pickupContactPerson: row.pickupContactPerson,
    pickupContactPhone: row.pickupContactPhone,
    pickupInstructions: row.pickupInstructions,
    deliveryContactPerson: row.deliveryContactPerson,
    deliveryContactPhone: row.deliveryContactPhone,
    deliveryInstructions: row.deliveryInstructions,
  };
}

/**
 * An edit is a partial body laid over the stored delivery, then checked as a whole. The date and slot are only
 * judged against the clock when the edit changes one of them: fixing a typo in the customer's name must not
 * fail because this morning's slot has since started.
 */
export function parseDeliveryEdit(row: DeliveryRow, body: unknown, now: Date): DeliveryRequest {
  const patch = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const merged = toRequestBody(row);
  for (const key of REQUEST_KEYS) {
    if (patch[key] !== undefined) merged[key] = patch[key];
  }
  const isScheduleEdited = patch.deliveryDate !== undefined || patch.deliveryTime !== undefined;
  if (isScheduleEdited) return parseDeliveryRequest(merged, now);
  // Any future day with the first slot passes the clock rules; the stored values are put back afterwards.
  const placeholder = {
    ...merged,
    deliveryDate: istDateString(new Date(now.getTime() + MS_PER_DAY)),
    deliveryTime: '9-12',
  };
  return {
    ...parseDeliveryRequest(placeholder, now),
    deliveryDate: row.deliveryDate,
    deliveryTime: row.timeSlot,
  };
}
