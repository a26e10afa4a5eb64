/*
 * The privacy notice's facts; its words are in the `marketing` catalog (privacy.*). Every statement must stay
 * true of the running product: when a retention rule or a stored field changes in apps/api, change the
 * catalog text (both languages) in the same change.
 */
import { STORAGE_KEYS, SUPPORT_EMAIL } from '@logisaathi/domain';
import { REFRESH_TOKEN_KEY } from '@/lib/api-client';

/** Interpolated into the notice's texts. */
export const PRIVACY_FACTS = {
  email: SUPPORT_EMAIL,
  /** Mirrors CONTACT_MESSAGE_RETENTION_DAYS in apps/api/src/modules/contact/save-contact-message.ts (365 days). */
  contactMonths: 12,
  /** Mirrors the refresh-token lifetime in apps/api/src/config.ts (refreshTokenTtlDays). */
  sessionDays: 30,
  /** Our own promise for erasure requests sent by e-mail. */
  erasureDays: 30,
} as const;

/**
 * Every browser storage key, each explained by `privacy.storage.<name>` (typed: a key without its text fails
 * tsc), and the refresh token, kept in local or session storage.
 */
export const STORAGE_ENTRIES = [
  ...Object.values(STORAGE_KEYS).map((key) => ({ key, purpose: key })),
  { key: REFRESH_TOKEN_KEY, purpose: 'refreshToken' as const },
];
