/*
 * Indian tax identifiers on company documents.
 *
 * PAN (Permanent Account Number): 5 letters, 4 digits, 1 letter. The 4th character is the holder type:
 * P person, C company, H Hindu undivided family, F firm, A association of persons, T trust, B body of
 * individuals, L local authority, J artificial juridical person, G government.
 *
 * GSTIN (GST identification number, 15 characters): 2-digit state code (01-38), the holder's PAN, an entity
 * number (1-9 or A-Z), the letter Z, and a check character. The check character is the published GSTN mod-36
 * scheme: over the first 14 characters, with values 0-9 for digits and 10-35 for A-Z, multiply each value by a
 * factor alternating 1, 2, 1, 2, ... from the left, add the quotient and remainder of each product divided by
 * 36, and the check value is (36 - sum mod 36) mod 36, written back with the same 36 symbols.
 */
import { z } from 'zod';

export const PAN_HOLDER_TYPES = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;
const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN_SYMBOLS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_STATE_CODE_MIN = 1;
export const GSTIN_STATE_CODE_MAX = 38;

export const TAX_ID_MESSAGES = {
  panLength: 'PAN must be 10 characters',
  panShape: 'PAN must be 5 letters, 4 digits and 1 letter',
  panHolderType: 'PAN 4th character must be a valid holder type (P, C, H, F, A, T, B, L, J or G)',
  gstinLength: 'GSTIN must be 15 characters',
  gstinState: 'GSTIN must start with a state code from 01 to 38',
  gstinPan: 'GSTIN must contain a valid PAN in characters 3 to 12',
  gstinEntity: 'GSTIN 13th character must be a digit 1-9 or a letter',
  gstinZ: 'GSTIN 14th character must be Z',
  gstinChecksum: 'GSTIN check character is invalid',
} as const;
const M = TAX_ID_MESSAGES;

/** The first problem with a PAN (already upper-cased), or null when it is valid. */
export function panProblem(pan: string): string | null {
  if (pan.length !== 10) return M.panLength;
  if (!PAN_SHAPE.test(pan)) return M.panShape;
  if (!(PAN_HOLDER_TYPES as readonly string[]).includes(pan.charAt(3))) return M.panHolderType;
  return null;
}

export function isValidPan(pan: string): boolean {
  return panProblem(pan.trim().toUpperCase()) === null;
}

/** The check character for the first 14 characters of a GSTIN; null if they hold a character outside 0-9/A-Z. */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_SYMBOLS.indexOf(first14.charAt(i));
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_SYMBOLS.charAt((36 - (sum % 36)) % 36);
}

/** The first problem with a GSTIN (already upper-cased), or null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return M.gstinLength;
  const state = gstin.slice(0, 2);
  const stateCode = Number(state);
  if (!/^\d{2}$/.test(state) || stateCode < GSTIN_STATE_CODE_MIN || stateCode > GSTIN_STATE_CODE_MAX) {
    return M.gstinState;
  }
  if (panProblem(gstin.slice(2, 12)) !== null) return M.gstinPan;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return M.gstinEntity;
  if (gstin.charAt(13) !== 'Z') return M.gstinZ;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return M.gstinChecksum;
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin.trim().toUpperCase()) === null;
}

/** Trimmed and upper-cased, then checked; the output is the canonical upper-case form. */
/** Room for spaces around a 10-character PAN or a 15-character GSTIN; longer text is never one. */
const TAX_ID_TEXT_MAX = 32;

export const panSchema = z
  .string({ error: 'PAN is required' })
  .max(TAX_ID_TEXT_MAX, 'Enter a valid PAN')
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    const problem = panProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const gstinSchema = z
  .string({ error: 'GSTIN is required' })
  .max(TAX_ID_TEXT_MAX, 'Enter a valid GSTIN')
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
