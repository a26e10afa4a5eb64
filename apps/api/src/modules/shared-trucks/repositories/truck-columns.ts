import { getTableColumns, sql, type Column } from 'drizzle-orm';
import { TEXT_MAX } from '@logisaathi/domain';
import { poolTrucks } from '../tables';

/** A stored text read back at most `max` characters long. */
export function clipped<T extends Column>(column: T, max: number) {
  return sql<
    T['_']['data'] | (T['_']['notNull'] extends true ? never : null)
  >`left(${column}, ${max})`.mapWith(column);
}

/*
 * Truck texts are read back at most their request bounds: a row stored before the bounds existed (a 200 KB
 * pickup location once froze the pool list) cannot make lists, cards or alerts grow with it.
 */
export const truckColumns = {
  ...getTableColumns(poolTrucks),
  companyName: clipped(poolTrucks.companyName, TEXT_MAX.company),
  pickupLocation: clipped(poolTrucks.pickupLocation, TEXT_MAX.address),
  pickupPlace: clipped(poolTrucks.pickupPlace, TEXT_MAX.address),
  deliveryLocation: clipped(poolTrucks.deliveryLocation, TEXT_MAX.address),
  deliveryPlace: clipped(poolTrucks.deliveryPlace, TEXT_MAX.address),
  contactPerson: clipped(poolTrucks.contactPerson, TEXT_MAX.name),
  contactPhone: clipped(poolTrucks.contactPhone, TEXT_MAX.name),
  additionalNotes: clipped(poolTrucks.additionalNotes, TEXT_MAX.freeText),
};
