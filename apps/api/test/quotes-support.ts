/* Shared fixtures of the binding-quote tests (quotes.test.ts, quotes-edit.test.ts). */
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';

export const OKHLA = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
export const NOIDA = 'B-45, Sector 63, Noida, Uttar Pradesh 201301';
export const BAWANA = 'Sector 3, Bawana Industrial Area, Delhi 110039';
export const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

/** Spec section 9, written out: 150 + 12 per km + 5 per kg above 5 kg, rounded. */
export const expectedPrice = (distanceKm: number, weightKg: number) =>
  Math.round(150 + 12 * distanceKm + 5 * Math.max(0, weightKg - 5));
