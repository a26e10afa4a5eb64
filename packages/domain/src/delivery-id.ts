/*
 * Public shipment ids: 'LS' + 6 characters from a 32-symbol alphabet without the look-alikes 0/O and 1/I, so
 * an id read aloud over the phone or copied by hand survives. 32^6 is about 1.07 billion ids; the server still
 * checks uniqueness on insert.
 */
import type { DeliveryCode } from './ids';

export const DELIVERY_ID_PREFIX = 'LS';
export const DELIVERY_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const DELIVERY_ID_RANDOM_LENGTH = 6;
export const DELIVERY_ID_PATTERN = /^LS[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/**
 * Maps random bytes (from crypto.getRandomValues or node:crypto randomBytes) to an id. Each of the first six
 * bytes picks one symbol by byte % 32; 256 is a multiple of 32, so every symbol is equally likely.
 */
export function generateDeliveryId(randomBytes: Uint8Array): DeliveryCode {
  if (randomBytes.length < DELIVERY_ID_RANDOM_LENGTH) {
    throw new RangeError(
      `generateDeliveryId needs ${DELIVERY_ID_RANDOM_LENGTH} random bytes, got ${randomBytes.length}`,
    );
  }
  let id = DELIVERY_ID_PREFIX;
  for (const byte of randomBytes.subarray(0, DELIVERY_ID_RANDOM_LENGTH)) {
    id += DELIVERY_ID_ALPHABET.charAt(byte % DELIVERY_ID_ALPHABET.length);
  }
  // The one place a new code is made: it has the code's shape by construction.
  return id as DeliveryCode;
}

/** True for text that is exactly an id (case-sensitive; normalise user input with normalizeDeliveryId first). */
export function isDeliveryIdShaped(text: string): text is DeliveryCode {
  return DELIVERY_ID_PATTERN.test(text);
}

/** What a user typed into the tracking box, trimmed and upper-cased: ids are upper case. */
export function normalizeDeliveryId(text: string): string {
  return text.trim().toUpperCase();
}
