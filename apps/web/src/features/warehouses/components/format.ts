const inr = new Intl.NumberFormat('en-IN');

/** ₹ with Indian digit grouping (₹1,25,000). */
export const formatInr = (amount: number) => `₹${inr.format(amount)}`;
export const formatSqFt = (sqFt: number) => `${inr.format(sqFt)} sq ft`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-03-12' -> '12 Mar 2025'; calendar days are shown as they are, never shifted by the browser's zone. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}

export const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
