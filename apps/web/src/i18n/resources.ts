/*
 * The catalogs, one namespace per web feature (plus `common` for the app shell, shared components and formats).
 * English is the default and keeps every specification text exactly. The namespaces of the shell (`common`, and
 * `alerts` for the bell) ship in the main bundle; every other English namespace, and all of Hindi, is fetched a
 * namespace at a time, with its route and in parallel with the route's chunk (app/router.tsx), or when a screen
 * first needs it (./i18n.ts). So a public page on a phone fetches no signed-in screen's texts before it paints, and
 * an English visitor downloads no Hindi.
 */
import alerts from './locales/en/alerts.json';
import type billingCatalog from './locales/en/billing.json';
import common from './locales/en/common.json';
import type deliveriesCatalog from './locales/en/deliveries.json';
import type placesCatalog from './locales/en/places.json';
import type sharedTrucksCatalog from './locales/en/sharedTrucks.json';
import type trackingCatalog from './locales/en/tracking.json';
import type assistantCatalog from './locales/en/assistant.json';
import type authCatalog from './locales/en/auth.json';
import type contactCatalog from './locales/en/contact.json';
import type marketingCatalog from './locales/en/marketing.json';
import type opsCatalog from './locales/en/ops.json';
import type partnersCatalog from './locales/en/partners.json';
import type passwordResetCatalog from './locales/en/passwordReset.json';
import type profileCatalog from './locales/en/profile.json';
import type warehousesCatalog from './locales/en/warehouses.json';

export const ENGLISH_BUNDLED = {
  alerts,
  common,
} as const;

/** Every namespace's English shape: t()'s typed keys (./i18next.d.ts). Types only: nothing here is bundled. */
export interface EnglishCatalogs {
  alerts: typeof alerts;
  assistant: typeof assistantCatalog;
  auth: typeof authCatalog;
  billing: typeof billingCatalog;
  common: typeof common;
  contact: typeof contactCatalog;
  deliveries: typeof deliveriesCatalog;
  marketing: typeof marketingCatalog;
  ops: typeof opsCatalog;
  partners: typeof partnersCatalog;
  passwordReset: typeof passwordResetCatalog;
  places: typeof placesCatalog;
  profile: typeof profileCatalog;
  sharedTrucks: typeof sharedTrucksCatalog;
  tracking: typeof trackingCatalog;
  warehouses: typeof warehousesCatalog;
}

export type Namespace = keyof EnglishCatalogs;
export const NAMESPACES: readonly Namespace[] = [
  'alerts',
  'assistant',
  'auth',
  'billing',
  'common',
  'contact',
  'deliveries',
  'marketing',
  'ops',
  'partners',
  'passwordReset',
  'places',
  'profile',
  'sharedTrucks',
  'tracking',
  'warehouses',
];
