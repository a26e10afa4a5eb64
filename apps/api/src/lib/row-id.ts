import { randomUUID } from 'node:crypto';
import type { DeliveryRowId } from '@logisaathi/domain';

/** Rows are keyed by UUIDs; a text that is not one can name no row, so lookups answer 'not found' without a query. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRowId = (id: string) => UUID_PATTERN.test(id);

/**
 * The same check, narrowing to a delivery's row id. Its own function rather than a generic isRowId<T>: a generic
 * guard would let the caller pick any brand, the public delivery code included.
 */
export const isDeliveryRowId = (id: string): id is DeliveryRowId => isRowId(id);

/** A new delivery's row id: the one place one is made (a random UUID, as the column's default would be). */
export const newDeliveryRowId = (): DeliveryRowId => randomUUID() as DeliveryRowId;
