/*
 * The create-delivery request the server accepts (spec section 7 'POST /deliveries'): every wizard field,
 * the delivery mode, pooling preferences and, for a Book Slot booking, the shared truck.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import {
  ADD_DELIVERY_MESSAGES,
  checkPackageName,
  checkSlotAvailable,
  deliveryPackageShape,
  deliveryScheduleShape,
  deliveryStep1Shape,
  poolingPreferencesSchema,
} from './add-delivery';
import { DEFAULT_PACKAGE_TYPE, STORED_PACKAGE_TYPES } from './catalogue';
import { optionalTrimmed } from './form-fields';
import { quoteIdSchema } from './quotes';
import { goodsInvoiceSchema } from './eway-bill/goods-invoice';

/** regular: charged the full price; pooled: pooling mode on; shared-truck: booked onto a pool truck. */
export const DELIVERY_MODES = ['regular', 'pooled', 'shared-truck'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** A missing or empty package type is stored as 'Documents' (spec section 3). */
const packageTypeWithDefault = z
  .union([z.enum(STORED_PACKAGE_TYPES), z.literal('')], { error: ADD_DELIVERY_MESSAGES.packageTypeRequired })
  .optional()
  .nullable()
  .transform((v) => v || DEFAULT_PACKAGE_TYPE);

/**
 * Built per request because the date and slot rules depend on `now`. Unknown fields are dropped; prices are
 * never accepted from the client (the server quotes them).
 */
export function createDeliverySchema(now: Date) {
  return z
    .object({
      ...deliveryStep1Shape,
      customerEmail: emailSchema.optional(),
      packageType: packageTypeWithDefault,
      ...deliveryPackageShape,
      ...deliveryScheduleShape(now),
      mode: z
        .enum(DELIVERY_MODES, { error: 'Mode must be regular, pooled or shared-truck' })
        .default('regular'),
      poolingPreferences: poolingPreferencesSchema.optional(),
      sharedTruckId: optionalTrimmed(64, 'Shared truck id must be at most 64 characters'),
      /** A quote from POST /api/quotes: the delivery is charged exactly its price (quotes.ts). */
      quoteId: quoteIdSchema.optional(),
      /** Present when the goods are sold or moved with a tax invoice (e-way bills, issue 16). */
      goodsInvoice: goodsInvoiceSchema(() => now).optional(),
    })
    .superRefine(checkPackageName)
    .superRefine(checkSlotAvailable(now));
}
export type CreateDeliveryInput = z.input<ReturnType<typeof createDeliverySchema>>;
export type CreateDeliveryRequest = z.output<ReturnType<typeof createDeliverySchema>>;
