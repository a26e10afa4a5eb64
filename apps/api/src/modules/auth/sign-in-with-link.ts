import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signInLinkTokens } from './link-tokens';
import { findUserById, updateUser, type UserRow } from '../users/users-repository';

export const INVALID_SIGN_IN_LINK = 'This sign-in link is invalid or has expired. Please request a new one.';

/** POST /auth/sign-in-link/verify: a link works once and until it expires; using it retires every other link. */
export async function signInWithLink(db: Db, token: string): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const userId = await signInLinkTokens.redeem(tx, token);
    if (!userId) return null;
    const found = await findUserById(tx, userId);
    return found ? updateUser(tx, found.id, { lastLogin: new Date() }) : null;
  });
  if (!user) throw AppError.validation('token', INVALID_SIGN_IN_LINK);
  return user;
}
