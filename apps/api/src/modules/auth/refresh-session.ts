import type { MemberRole } from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { lockRefreshToken, markRefreshTokenRotated } from '../users/refresh-tokens-repository';
import { AppError } from '../../lib/app-error';
import { hashToken, issueSession, revokeFamily, type SessionTokens } from './sessions';
import { findUserById, type UserRow } from '../users/users-repository';

const INVALID = 'Session expired. Please sign in again.';

/**
 * Rotates a refresh token. A token that was already rotated or revoked means it leaked or was replayed:
 * the whole family (that sign-in) is revoked, so the thief and the owner both have to sign in again.
 */
export async function refreshSession(
  app: FastifyInstance,
  db: Db,
  presented: string,
  ttlDays: number,
): Promise<SessionTokens & { user: UserRow; memberRole: MemberRole | undefined }> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, hashToken(presented));
    if (!row) return null;
    if (row.rotatedAt || row.revokedAt) {
      // Committed, not thrown: the revocation must survive the failed request.
      await revokeFamily(tx, row.familyId);
      return null;
    }
    if (row.expiresAt.getTime() <= Date.now()) return null;
    const user = await findUserById(tx, row.userId);
    if (!user) return null;
    await markRefreshTokenRotated(tx, row.id);
    // An operator's sign-in ends when it ends (config.operators.sessionHours after the TOTP check).
    const ttl = user.role === 'operator' ? { until: row.expiresAt } : ttlDays;
    const { tokens, memberRole } = await issueSession(app, tx, user, ttl, row.familyId);
    return { ...tokens, user, memberRole };
  });
  if (!outcome) throw new AppError('unauthorized', INVALID);
  return outcome;
}
