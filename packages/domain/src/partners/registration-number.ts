/*
 * Indian vehicle registration numbers (Motor Vehicles Act, 1988; Bharat series notification of 2021).
 *
 * State series: state/UT code, RTO number (1-2 digits), an optional series of 1-3 letters, and a number of 1-4
 * digits: 'HR 55 AB 1234', 'UP 16 BT 4321', 'DL 01 C 1234'. Delhi writes a vehicle-class letter right after the
 * RTO number ('DL 1L AB 1234': L for a light goods vehicle), which is the first letter of the series.
 * Bharat series: two-digit year of registration (the series began in 2021), 'BH', four digits, one or two letters:
 * '22 BH 1234 AB'.
 *
 * Two spellings of one vehicle ('DL 1L AB 1234', 'dl-01-lab-1234') give the same canonical key, so duplicates are
 * caught whatever the partner types.
 */
import { z } from 'zod';

/** State and union-territory codes in use on number plates, including codes still on older vehicles (OR, UA, DN, DD). */
export const REGISTRATION_STATE_CODES = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL',
  'LA', 'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'TS',
  'UA', 'UK', 'UP', 'WB',
] as const; // prettier-ignore
export type RegistrationStateCode = (typeof REGISTRATION_STATE_CODES)[number];

/** The Bharat series started in 2021. */
export const BHARAT_SERIES_FIRST_YEAR = 21;
/** Longest text accepted before normalising (a plate has at most 13 significant characters). */
export const REGISTRATION_INPUT_MAX = 24;

export const REGISTRATION_MESSAGES = {
  required: 'Registration number is required',
  tooLong: 'Registration number is too long',
  format: 'Enter a registration number like DL 1L AB 1234, HR 55 AB 1234 or 22 BH 1234 AB',
  state: (code: string) => `'${code}' is not an Indian state or union territory code`,
  rto: 'The RTO number must be from 1 to 99',
  number: 'The last part of the registration number must be from 1 to 9999',
  bharatYear: 'A Bharat series number starts with the year of registration, 21 or later (e.g. 22 BH 1234 AB)',
} as const;

export type ParsedRegistration =
  | { series: 'state'; state: RegistrationStateCode; rto: number; letters: string; number: number }
  | { series: 'bharat'; year: number; number: number; letters: string };

export type RegistrationResult =
  | { ok: true; value: ParsedRegistration; canonical: string; display: string }
  | { ok: false; message: string };

/** Upper-case and without spaces, hyphens or dots: what the partner typed, compacted. */
export function normalizeRegistrationNumber(input: string): string {
  return input.toUpperCase().replace(/[\s.-]+/g, '');
}

const STATE_PATTERN = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
const BHARAT_PATTERN = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/;

function isStateCode(code: string): code is RegistrationStateCode {
  return (REGISTRATION_STATE_CODES as readonly string[]).includes(code);
}

/** Reads a registration number; the message says what is wrong when it is not one. */
export function parseRegistrationNumber(input: string): RegistrationResult {
  if (input.length > REGISTRATION_INPUT_MAX) return { ok: false, message: REGISTRATION_MESSAGES.tooLong };
  const text = normalizeRegistrationNumber(input);
  if (text.length === 0) return { ok: false, message: REGISTRATION_MESSAGES.required };
  const bharat = BHARAT_PATTERN.exec(text);
  if (bharat) {
    const year = Number(bharat[1]);
    if (year < BHARAT_SERIES_FIRST_YEAR) return { ok: false, message: REGISTRATION_MESSAGES.bharatYear };
    const number = Number(bharat[2]);
    if (number === 0) return { ok: false, message: REGISTRATION_MESSAGES.number };
    return finish({ series: 'bharat', year, number, letters: bharat[3] ?? '' });
  }
  if (/^\d{2}BH/.test(text)) return { ok: false, message: REGISTRATION_MESSAGES.format };
  const state = STATE_PATTERN.exec(text);
  if (!state) return { ok: false, message: REGISTRATION_MESSAGES.format };
  // Without series letters the digits cannot be split unambiguously ('HR55'); such plates (older ones) have a
  // two-digit RTO and a four-digit number.
  if (!state[3] && (state[2]?.length !== 2 || state[4]?.length !== 4)) {
    return { ok: false, message: REGISTRATION_MESSAGES.format };
  }
  const code = state[1] ?? '';
  if (!isStateCode(code)) return { ok: false, message: REGISTRATION_MESSAGES.state(code) };
  const rto = Number(state[2]);
  if (rto === 0) return { ok: false, message: REGISTRATION_MESSAGES.rto };
  const number = Number(state[4]);
  if (number === 0) return { ok: false, message: REGISTRATION_MESSAGES.number };
  return finish({ series: 'state', state: code, rto, letters: state[3] ?? '', number });
}

function finish(value: ParsedRegistration): RegistrationResult {
  return { ok: true, value, canonical: canonicalRegistration(value), display: displayRegistration(value) };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The key duplicates are checked on: RTO as two digits, the number as four ('DL01LAB1234', '22BH1234AB'). */
export function canonicalRegistration(value: ParsedRegistration): string {
  if (value.series === 'bharat') return `${pad(value.year, 2)}BH${pad(value.number, 4)}${value.letters}`;
  return `${value.state}${pad(value.rto, 2)}${value.letters}${pad(value.number, 4)}`;
}

/**
 * As a plate shows it: 'HR 55 AB 1234', '22 BH 1234 AB'; Delhi with its class letter next to the RTO number
 * ('DL 1L AB 1234', 'DL 1C 1234').
 */
export function displayRegistration(value: ParsedRegistration): string {
  if (value.series === 'bharat') return `${pad(value.year, 2)} BH ${pad(value.number, 4)} ${value.letters}`;
  const number = pad(value.number, 4);
  if (value.state === 'DL' && value.letters.length > 0) {
    const rest = value.letters.slice(1);
    const head = `DL ${value.rto}${value.letters.charAt(0)}`;
    return rest ? `${head} ${rest} ${number}` : `${head} ${number}`;
  }
  const parts = [value.state, pad(value.rto, 2), value.letters, number].filter((p) => p.length > 0);
  return parts.join(' ');
}

/** A registration number field: outputs the canonical key (store it; show displayRegistration). */
export const registrationNumberSchema = z
  .string({ error: REGISTRATION_MESSAGES.required })
  .max(REGISTRATION_INPUT_MAX, REGISTRATION_MESSAGES.tooLong)
  .transform((value, ctx) => {
    const result = parseRegistrationNumber(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.canonical;
  });

/**
 * The one stored form of a registration number, whoever types it (a partner's fleet, a business's own driver):
 * the canonical key when it reads as an Indian registration number ('dl 1l ab 1234' -> 'DL01LAB1234'), otherwise
 * what was typed, compacted (normalizeRegistrationNumber). Show it with formatRegistrationNumber.
 */
export function registrationKey(input: string): string {
  const result = parseRegistrationNumber(input);
  return result.ok ? result.canonical : normalizeRegistrationNumber(input);
}

/** Display form of a stored canonical key (falls back to the key itself if it somehow does not parse). */
export function formatRegistrationNumber(canonical: string): string {
  const result = parseRegistrationNumber(canonical);
  return result.ok ? result.display : canonical;
}
