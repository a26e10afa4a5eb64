import crypto from 'node:crypto';

/** Driver link / device id: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function newDriverToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashDriverToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Crockford base32 without look-alikes, so a code read aloud or retyped from an SMS survives. */
const PUBLIC_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PUBLIC_CODE_LENGTH = 12;

/** The public tracking link's code: 12 characters of 32 = 60 random bits, unguessable in practice. */
export function newPublicCode(): string {
  const bytes = crypto.randomBytes(PUBLIC_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += PUBLIC_CODE_ALPHABET[byte & 31];
  return code;
}

export function isPublicCodeShaped(code: string): boolean {
  return code.length === PUBLIC_CODE_LENGTH && [...code].every((c) => PUBLIC_CODE_ALPHABET.includes(c));
}

/** The consignee's 4-digit delivery code (uniform over 0000-9999). */
export function newDeliveryCode(): string {
  return String(crypto.randomInt(0, 10_000)).padStart(4, '0');
}

/** Constant-time comparison of equal-length codes. */
export function isSameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
