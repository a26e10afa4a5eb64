import { isTimeSlot, TIME_SLOT_LABELS } from '@logisaathi/domain';

/** Display formats shared by every screen: Indian English, rupees, India Standard Time. */
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

const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});
const IST_TIME_SECONDS = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'medium' });

/** A time of day in India Standard Time, whatever the browser's zone: '3:40 pm'. */
export const formatIstTime = (iso: string | Date) => IST_TIME.format(new Date(iso));
/** With seconds: '3:40:12 pm'. */
export const formatIstTimeSeconds = (iso: string | Date) => IST_TIME_SECONDS.format(new Date(iso));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-03-12' -> '12 Mar 2025'; calendar days are shown as they are, never shifted by the browser's zone. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** A time slot id ('12-15') as the spec writes it; anything else as it is. */
export const slotLabel = (slot: string) => (isTimeSlot(slot) ? TIME_SLOT_LABELS[slot] : slot);
