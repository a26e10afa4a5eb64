import type { Db } from '../../db/client';
import { findRefreshToken } from '../users/refresh-tokens-repository';
import { hashToken, revokeFamily } from './sessions';

/**
 * Ends the sign-ins a logout names: the one the refresh token belongs to (holding it is the right to end it,
 * whatever state the access token is in), and the bearer's, whose signature was checked but whose expiry may
 * have passed. Ending the family revokes every refresh token of that sign-in, so neither can be used again.
 */
export async function logoutUser(
  db: Db,
  input: { refreshToken?: string | undefined; bearerFamily?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const families = new Set<string>();
    if (input.bearerFamily) families.add(input.bearerFamily);
    if (input.refreshToken) {
      const row = await findRefreshToken(tx, hashToken(input.refreshToken));
      if (row) families.add(row.familyId);
    }
    for (const familyId of families) await revokeFamily(tx, familyId);
  });
}
