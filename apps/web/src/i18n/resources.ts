/*
 * The catalogs, one namespace per web feature (plus `common` for the app shell, shared components and formats).
 * English is the default and keeps every specification text exactly. The namespaces of the shell and of the
 * signed-in home (the dashboard) ship in the main bundle, so that page paints without waiting for a catalog;
 * every other English namespace, and all of Hindi, is fetched a namespace at a time, with its route
 * (app/router.tsx) or when a screen first needs it (./i18n.ts). An English visitor downloads no Hindi.
 */
import alerts from './locales/en/alerts.json';
import billing from './locales/en/billing.json';
import common from './locales/en/common.json';
import deliveries from './locales/en/deliveries.json';
import places from './locales/en/places.json';
import sharedTrucks from './locales/en/sharedTrucks.json';
import tracking from './locales/en/tracking.json';
import type assistantCatalog from './locales/en/assistant.json';
import type authCatalog from './locales/en/auth.json';
import type contactCatalog from './locales/en/contact.json';
import type marketingCatalog from './locales/en/marketing.json';
import type partnersCatalog from './locales/en/partners.json';
import type passwordResetCatalog from './locales/en/passwordReset.json';
import type profileCatalog from './locales/en/profile.json';
import type warehousesCatalog from './locales/en/warehouses.json';

export const ENGLISH_BUNDLED = {
  alerts,
  billing,
  common,
  deliveries,
  places,
  sharedTrucks,
  tracking,
} as const;

/** Every namespace's English shape: t()'s typed keys (./i18next.d.ts). Types only: nothing here is bundled. */
export interface EnglishCatalogs {
  alerts: typeof alerts;
  assistant: typeof assistantCatalog;
  auth: typeof authCatalog;
  billing: typeof billing;
  common: typeof common;
  contact: typeof contactCatalog;
  deliveries: typeof deliveries;
  marketing: typeof marketingCatalog;
  partners: typeof partnersCatalog;
  passwordReset: typeof passwordResetCatalog;
  places: typeof places;
  profile: typeof profileCatalog;
  sharedTrucks: typeof sharedTrucks;
  tracking: typeof tracking;
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
  'partners',
  'passwordReset',
  'places',
  'profile',
  'sharedTrucks',
  'tracking',
  'warehouses',
];
