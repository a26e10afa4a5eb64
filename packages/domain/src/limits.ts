/* Business constants, limits and timings of spec section 9. Durations are milliseconds. */

export const ADDRESS_MIN_LENGTH = 10;
export const WEIGHT_MIN_KG = 0.1;
/**
 * Not in the spec: an upper bound so a typo cannot produce an absurd price. The largest truck type carries
 * 16 t, so 50 t leaves room for any real consignment.
 */
export const WEIGHT_MAX_KG = 50_000;
export const RECENT_DELIVERIES_COUNT = 4;
/** A page of the delivery list: its default and largest size, and the largest offset (far beyond any history). */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 500;
export const LIST_MAX_OFFSET = 1_000_000;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** Pooling defaults and claims. */
export const DEFAULT_MAX_WAIT_HOURS = 24;
export const DEFAULT_COST_SAVINGS_TARGET_PERCENT = 30;
export const POOLING_MESSAGE_SAVINGS_MIN_PERCENT = 30;
export const POOLING_MESSAGE_SAVINGS_MAX_PERCENT = 50;
/** Promo copy on the shared-trucks screen: 10% off total costs even without a match. */
export const NO_MATCH_DISCOUNT_PERCENT = 10;

/** Notification badge caps. */
export const BADGE_CAP_DESKTOP = 99;
export const BADGE_CAP_MOBILE = 9;

/** Timings table of spec section 9. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const STATUS_REFRESH_INTERVAL_MS = 60_000;
export const CLOCK_TICK_MS = 1_000;
export const SPLASH_MIN_DURATION_MS = 2_000;
export const SPLASH_PROGRESS_DELAY_MS = 1_500;
export const SPLASH_PROGRESS_DURATION_MS = 3_000;
export const ANALYSIS_WAIT_MS = 3_000;
export const POOL_REFRESH_WAIT_MS = 600;
export const UPLOAD_WAIT_MS = 600;
export const CHAT_REPLY_DELAY_MS = 700;
export const CONTACT_SUBMIT_DELAY_MS = 1_000;
export const PAY_NOW_DELAY_MS = 1_500;

/** Truck match rules (spec sections 4 and 9). */
export const MATCH_FALLBACK_LIFETIME_MS = 24 * 3_600_000;
export const DEPARTING_SOON_MS = 4 * 3_600_000;
export const HIGH_SAVINGS_THRESHOLD_PERCENT = 30;
export const ROUTE_LINE_MAX_CHARS = 20;

/**
 * Bounds on what crosses the API (DESIGN.md 'Bounds'): every text field has a maximum length fit for its
 * meaning, so no stored or processed text can grow without limit.
 */
export const TEXT_MAX = {
  name: 80,
  company: 120,
  address: 300,
  freeText: 1000,
} as const;
/** Dates that look ahead (deliveries, departures, bookings) may be at most this many days after today. */
export const DATE_MAX_DAYS_AHEAD = 366;
/** Not in the spec: no carrier in India charges more than this per km, so anything above is a typo. */
export const COST_PER_KM_MAX_INR = 1_000;
/** A number typed as text is at most this many characters ('1234567.89', '-0.5'): longer text is not a number. */
export const NUMBER_TEXT_MAX = 32;
/** Passwords are hashed, never stored; the bound only keeps the hashing work small. */
export const PASSWORD_MAX_LENGTH = 128;
/** Opaque tokens (refresh tokens, reset and sign-in links) are at most this long. */
export const TOKEN_MAX_LENGTH = 200;
/** Ids a client sends back (row ids, delivery ids, truck ids). */
export const ID_MAX_LENGTH = 64;
/** E-mail addresses (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Bounds of the texts the API answers with (issue 36): every string of a response contract has one, each at least
 * what its request side accepts (TEXT_MAX, ID_MAX_LENGTH, EMAIL_MAX_LENGTH, the mobile and tax-id bounds), so a
 * value that was valid when stored always fits its answer. apps/api/test/openapi-responses.test.ts fails on a
 * response string without a bound.
 */
export const RESPONSE_TEXT_MAX = {
  /** Row ids, delivery ids. */
  id: ID_MAX_LENGTH,
  /** Statuses, kinds, slots, document numbers, plates, PIN codes, tax ids: short codes. */
  code: 64,
  /** ISO instants ('2026-11-29T08:36:29.000+05:30' is 29 characters), calendar days, months, times of day. */
  instant: 40,
  phone: 32,
  email: EMAIL_MAX_LENGTH,
  /** People, companies, file names and media types. */
  name: 200,
  /** Addresses, place names and labels (a geocoder's name can be long). */
  address: 1000,
  /** Notes, instructions, reasons, messages. */
  text: 2000,
  url: 2048,
  /** Signed access tokens. */
  token: 4096,
  /** An SVG drawing (the authenticator QR code). */
  svg: 100_000,
} as const;
