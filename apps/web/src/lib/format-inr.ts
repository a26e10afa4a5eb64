const WHOLE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with Indian digit grouping: ₹1,25,000; paise only when there are any (₹1,250.50). */
export const formatInr = (rupees: number) => (Number.isInteger(rupees) ? WHOLE : WITH_PAISE).format(rupees);
