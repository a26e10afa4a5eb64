import { i18n } from '../../../i18n/i18n';

const inr = new Intl.NumberFormat('en-IN');
/** '1,200 sq ft' (Hindi: '1,200 वर्ग फ़ुट'), in the current language. */
export const formatSqFt = (sqFt: number) =>
  i18n.t('units.sqFt', { ns: 'warehouses', value: inr.format(sqFt) });
/** '1 day', '30 days' (Hindi: '30 दिन'). */
export const daysLabel = (days: number) => i18n.t('units.days', { ns: 'warehouses', count: days });
