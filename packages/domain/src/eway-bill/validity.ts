/*
 * How long an e-way bill is valid (CGST Rule 138(10), as amended from 1 January 2021): for ordinary cargo,
 * one day for every 200 km of the distance, and one more day for every further 200 km or part of it; so
 * 1-200 km is one day, 201-400 km two days, 401 km three. Each day is counted from the time of generation and
 * ends at midnight: the first day runs out at midnight of the day after the date of generation (a bill made at
 * 10:00 on 14 March for one day is valid until 23:59:59 on 15 March, IST). So a bill of n days is valid until
 * the end of (generation date + n) in IST. (Over-dimensional cargo gets a day per 20 km; the product carries
 * none.)
 */
import { MONTHS_SHORT } from '../i18n/months';
import { addDaysToIsoDate, istDateTime } from '../ist-time';

export const EWAY_BILL_KM_PER_DAY = 200;

/** The distance the e-way bill states: our road estimate in whole km, rounded up (NIC takes whole km, at least 1). */
export function transDistanceKm(roadKm: number): number {
  return Math.max(1, Math.ceil(roadKm));
}

export function validityDays(roadKm: number): number {
  return Math.max(1, Math.ceil(transDistanceKm(roadKm) / EWAY_BILL_KM_PER_DAY));
}

export interface Validity {
  days: number;
  /** The last IST calendar day on which the bill is valid ('YYYY-MM-DD'). */
  lastDay: string;
  /** The instant it stops being valid: the midnight (IST) that ends lastDay. */
  expiresAt: Date;
}

/** Validity of a bill generated on `generatedOn` (IST date 'YYYY-MM-DD') for a movement of `roadKm`. */
export function ewayBillValidity(generatedOn: string, roadKm: number): Validity {
  const days = validityDays(roadKm);
  const lastDay = addDaysToIsoDate(generatedOn, days);
  return { days, lastDay, expiresAt: istDateTime(lastDay, 24) };
}

/** Hours before expiry at which the business is alerted, while the delivery is still on its way. */
export const EWAY_BILL_EXPIRY_ALERT_HOURS = 12;

/** How the product states a validity: 'until 23:59 on 15 Nov 2026 (IST)'. */
export function formatValidUntil(lastDay: string): string {
  const [y, m, d] = lastDay.split('-');
  return `until 23:59 on ${Number(d)} ${MONTHS_SHORT.en[Number(m) - 1] ?? m} ${y} (IST)`;
}
