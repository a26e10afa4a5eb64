import { TIME_SLOT_LABELS, isTimeSlot } from '@logisaathi/domain';

const KG = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const formatKg = (value: number) => `${KG.format(value)} kg`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '12 Mar, 3 PM - 6 PM' in IST. */
export function formatDeparture(date: string, slot: string): string {
  const [, month, day] = date.split('-').map(Number);
  const slotText = isTimeSlot(slot) ? TIME_SLOT_LABELS[slot] : slot;
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''}, ${slotText}`;
}
