import { formatPaise, istDateString } from '@logisaathi/domain';
import { formatDay } from '@/lib/format';

export { formatPaise };

/** '26 Nov 2026' (Hindi '26 नव॰ 2026') from an IST calendar date 'YYYY-MM-DD'. */
export const formatIsoDate = (isoDate: string) => formatDay(isoDate);

/** The IST calendar day of an instant, as formatIsoDate writes it. */
export const formatInstantDay = (iso: string) => formatDay(istDateString(new Date(iso)));

/** 'Delhi (07)' with the state's name in the current language (the domain's Hindi of state names). */
export function stateText(label: string, text: (english: string) => string): string {
  const match = /^(.*) \((\d{2})\)$/.exec(label);
  return match ? `${text(match[1] ?? '')} (${match[2] ?? ''})` : text(label);
}
