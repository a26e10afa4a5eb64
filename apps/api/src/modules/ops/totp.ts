import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer authenticator apps show beside the operator's address. */
export const TOTP_ISSUER = 'LogiSaathi Ops';

/** A new base32 TOTP secret (160 bits, what authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app enrols from (shown as a QR code). */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Checks a 6-digit code (RFC 6238, 30-second steps, one step of clock drift either way). A code whose step is
 * not after `lastStep` (already used) is refused, so an overheard code cannot be replayed. Returns the step to
 * remember, or null.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
