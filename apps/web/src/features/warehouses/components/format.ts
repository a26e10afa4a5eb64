import { i18n } from '@/i18n/i18n';

const inr = new Intl.NumberFormat('en-IN');
/** '1,200 sq ft' (Hindi: '1,200 वर्ग फ़ुट'), in the current language. */
export const formatSqFt = (sqFt: number) =>
  i18n.t('units.sqFt', { ns: 'warehouses', value: inr.format(sqFt) });
/** A listing's road distance, '3.2 km' (Hindi: '3.2 किमी'); null when no location is known. */
export const formatDistance = ({ distanceKm }: { distanceKm: number | null }) =>
  distanceKm === null ? null : i18n.t('units.km', { ns: 'warehouses', value: distanceKm.toFixed(1) });
/** '1 day', '30 days' (Hindi: '30 दिन'). */
export const daysLabel = (days: number) => i18n.t('units.days', { ns: 'warehouses', count: days });
