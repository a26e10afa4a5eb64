import { MONTHS_SHORT } from '@logisaathi/domain';
import { currentLanguage } from '@/i18n/i18n';
import { slotLabel } from '@/lib/format';

const KG = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const formatKg = (value: number) => `${KG.format(value)} kg`;

/** '12 Mar, 3 PM - 6 PM' in IST (Hindi: '12 मार्च, ' and the slot in Hindi). */
export function formatDeparture(date: string, slot: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day ?? ''} ${MONTHS_SHORT[currentLanguage()][(month ?? 1) - 1] ?? ''}, ${slotLabel(slot)}`;
}
