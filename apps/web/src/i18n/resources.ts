/*
 * The English catalog, one namespace per web feature (plus `common` for the app shell, shared components and
 * formats). English ships in the main bundle: it is the default and keeps every specification text exactly.
 * Hindi has the same files under ./locales/hi and is loaded a namespace at a time (./i18n.ts), so an English
 * visitor downloads no Hindi. These imports also give t() its typed keys (./i18next.d.ts).
 */
import alerts from './locales/en/alerts.json';
import assistant from './locales/en/assistant.json';
import auth from './locales/en/auth.json';
import billing from './locales/en/billing.json';
import common from './locales/en/common.json';
import contact from './locales/en/contact.json';
import deliveries from './locales/en/deliveries.json';
import marketing from './locales/en/marketing.json';
import partners from './locales/en/partners.json';
import passwordReset from './locales/en/passwordReset.json';
import places from './locales/en/places.json';
import profile from './locales/en/profile.json';
import sharedTrucks from './locales/en/sharedTrucks.json';
import tracking from './locales/en/tracking.json';
import warehouses from './locales/en/warehouses.json';

export const ENGLISH = {
  alerts,
  assistant,
  auth,
  billing,
  common,
  contact,
  deliveries,
  marketing,
  partners,
  passwordReset,
  places,
  profile,
  sharedTrucks,
  tracking,
  warehouses,
} as const;

export type Namespace = keyof typeof ENGLISH;
export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
