import { istParts, TIME_SLOT_LABELS, isTimeSlot } from '@logisaathi/domain';

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatInr = (value: number) => INR.format(value);

const KG = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const formatKg = (value: number) => `${KG.format(value)} kg`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '12 Mar, 3 PM - 6 PM' in IST. */
export function formatDeparture(date: string, slot: string): string {
  const [, month, day] = date.split('-').map(Number);
  const slotText = isTimeSlot(slot) ? TIME_SLOT_LABELS[slot] : slot;
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''}, ${slotText}`;
}

/** '3:25 PM' in IST. */
export function formatIstTime(iso: string): string {
  const { hour, minute } = istParts(new Date(iso));
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
