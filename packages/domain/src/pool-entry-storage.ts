/*
 * Reading truck pool entries as the spec stores them (section 3 'Local truck pool entry'), where each field
 * has two possible names (customerName or companyName, pickupAddress or pickupLocation, ...). One bad field
 * must not lose the whole entry, so every field falls back to undefined when unreadable.
 */
import { z } from 'zod';
import type { TruckPoolEntry } from './truck-match';

const text = z.string().optional().catch(undefined);
const num = z.number().optional().catch(undefined);

export const storedPoolEntrySchema = z.object({
  deliveryId: text,
  customerName: text,
  companyName: text,
  pickupAddress: text,
  pickupLocation: text,
  deliveryAddress: text,
  deliveryLocation: text,
  deliveryDate: text,
  departureDate: text,
  deliveryTime: text,
  departureTime: text,
  weight: num,
  capacity: num,
  packageType: text,
  addedAt: z.union([z.string(), z.number()]).optional().catch(undefined),
  poolingPreferences: z
    .object({ specialRequirements: z.array(z.string()).optional().catch(undefined) })
    .optional()
    .catch(undefined),
  status: text,
  isSmartTruckPooling: z.boolean().optional().catch(undefined),
});
export type StoredPoolEntry = z.output<typeof storedPoolEntrySchema>;

/** Resolves the alternative names; the delivery-side name wins when both are present. */
export function normalizePoolEntry(raw: StoredPoolEntry): TruckPoolEntry {
  return {
    deliveryId: raw.deliveryId,
    companyName: raw.customerName ?? raw.companyName,
    pickupAddress: raw.pickupAddress ?? raw.pickupLocation,
    deliveryAddress: raw.deliveryAddress ?? raw.deliveryLocation,
    date: raw.deliveryDate ?? raw.departureDate,
    slot: raw.deliveryTime ?? raw.departureTime,
    weightKg: raw.weight,
    capacityTons: raw.capacity,
    packageType: raw.packageType,
    addedAt: raw.addedAt,
    specialRequirements: raw.poolingPreferences?.specialRequirements,
    status: raw.status,
    isSmartTruckPooling: raw.isSmartTruckPooling,
  };
}

/** Parses a stored list (already JSON-decoded); anything that is not an object is skipped. */
export function parseStoredPool(value: unknown): TruckPoolEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = storedPoolEntrySchema.safeParse(item);
    return parsed.success ? [normalizePoolEntry(parsed.data)] : [];
  });
}
