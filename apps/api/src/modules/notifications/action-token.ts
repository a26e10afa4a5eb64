import crypto from 'node:crypto';

/**
 * The capability an offer notification carries so its Accept action works with the app closed (the service
 * worker holds no session): an HMAC of the offer and its partner under a key derived from the JWT secret. It is
 * the same for every send of the message (one effect however often it is delivered) and is worth nothing once
 * the offer is no longer open, which accepting checks as always.
 */
export function offerActionToken(secret: string, offerId: string, partnerId: string): string {
  const mac = crypto
    .createHmac('sha256', `${secret}:notification-actions`)
    .update(`offer-accept:${offerId}:${partnerId}`)
    .digest('base64url');
  return `${offerId}.${partnerId}.${mac}`;
}

/** The offer and partner a token names, when it is genuine. */
export function readOfferActionToken(
  secret: string,
  token: string,
): { offerId: string; partnerId: string } | null {
  const [offerId, partnerId, mac] = token.split('.');
  if (!offerId || !partnerId || !mac) return null;
  const expected = Buffer.from(offerActionToken(secret, offerId, partnerId));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { offerId, partnerId };
}

/** The token of a consignee's opt-out link: the phone number, signed, so the link cannot opt out another number. */
export function optOutToken(secret: string, phone: string): string {
  const mac = crypto
    .createHmac('sha256', `${secret}:consignee-opt-out`)
    .update(phone)
    .digest('base64url')
    .slice(0, 22);
  return `${Buffer.from(phone).toString('base64url')}.${mac}`;
}

export function readOptOutToken(secret: string, token: string): string | null {
  const [encoded] = token.split('.');
  if (!encoded) return null;
  const phone = Buffer.from(encoded, 'base64url').toString();
  if (!/^\+91\d{10}$/.test(phone)) return null;
  const expected = Buffer.from(optOutToken(secret, phone));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? phone : null;
}
