/*
 * Storage price of a booking. Rates are integer rupees per sq ft: `pricePerDayInr` per day and
 * `pricePerMonthInr` per 30-day month. The daily total is rate x days x space; the monthly total charges every
 * started 30 days as a full month (31 days = 2 months). The booking pays whichever total is lower, so a long stay
 * never costs more than the monthly rate and a short one never more than the daily rate. Whole rupees throughout.
 */

export const DAYS_PER_BILLING_MONTH = 30;

export interface WarehouseRates {
  pricePerDayInr: number;
  pricePerMonthInr: number;
}

export type PricingBasis = 'daily' | 'monthly';

export interface StoragePrice {
  priceInr: number;
  basis: PricingBasis;
  dailyTotalInr: number;
  monthlyTotalInr: number;
  /** Started 30-day months the monthly total charges. */
  billedMonths: number;
}

export function storagePrice(rates: WarehouseRates, spaceSqFt: number, days: number): StoragePrice {
  const dailyTotalInr = rates.pricePerDayInr * days * spaceSqFt;
  const billedMonths = Math.ceil(days / DAYS_PER_BILLING_MONTH);
  const monthlyTotalInr = rates.pricePerMonthInr * billedMonths * spaceSqFt;
  // Ties go to the daily rate: it is the simpler line on the invoice.
  const basis: PricingBasis = monthlyTotalInr < dailyTotalInr ? 'monthly' : 'daily';
  return {
    priceInr: basis === 'monthly' ? monthlyTotalInr : dailyTotalInr,
    basis,
    dailyTotalInr,
    monthlyTotalInr,
    billedMonths,
  };
}
