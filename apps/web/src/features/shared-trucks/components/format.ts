import { currentLanguage } from '../../../i18n/i18n';
import { slotLabel } from '../../../lib/format';

const KG = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const formatKg = (value: number) => `${KG.format(value)} kg`;

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
} as const;

/** '12 Mar, 3 PM - 6 PM' in IST (Hindi: '12 मार्च, ' and the slot in Hindi). */
export function formatDeparture(date: string, slot: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day ?? ''} ${MONTHS[currentLanguage()][(month ?? 1) - 1] ?? ''}, ${slotLabel(slot)}`;
}
