import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { OPS_CONSOLE_MESSAGES } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { findMembership } from '../users/organisations-repository';
import {
  insertRefreshToken,
  prepareLiveFamilyCheck,
  revokeRefreshFamily,
  revokeRefreshTokensOfUser,
} from '../users/refresh-tokens-repository';
import { isAnySuspended, roleOfRow } from '../users/users-repository';
import { noteLocalRevocation } from './active-sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** A new sign-in's tokens, and the role in their organisation that the access token carries. */
export interface IssuedSession {
  tokens: SessionTokens;
  memberRole: MemberRole | undefined;
}

/**
 * Mints an access token and a new refresh token in `familyId` (a new family when omitted: a new sign-in). The
 * refresh token lives `ttl` days from now, or until a fixed time (an operator's sign-in never outlives its
 * TOTP check: refreshing keeps the family's end). A suspended account gets none (403): the check follows the
 * insert, so a sign-in racing a suspension is either seen by it (and revoked) or sees it.
 */
export async function issueSession(
  app: FastifyInstance,
  db: DbOrTx,
  user: { id: string; role: string },
  ttl: number | { until: Date },
  familyId: string = crypto.randomUUID(),
): Promise<IssuedSession> {
  const userId = user.id;
  const refreshToken = crypto.randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: typeof ttl === 'number' ? new Date(Date.now() + ttl * DAY_MS) : ttl.until,
  });
  // A member acts for their organisation: the token names its account and the member's role (issue 37). A role
  // change or a removal revokes the member's sessions, so a token never outlives what it says.
  const membership = await findMembership(db, userId);
  // A suspended account (issue 33), or a member of a suspended organisation, cannot sign in; checked after the
  // session row is written, so a sign-in racing a suspension is either revoked by it or sees it here.
  const accountIds = [...new Set([userId, membership?.accountId ?? userId])];
  if (await isAnySuspended(db, accountIds)) {
    await revokeFamily(db, familyId);
    throw new AppError('forbidden', OPS_CONSOLE_MESSAGES.accountSuspended);
  }
  const token = app.jwt.sign({
    sub: userId,
    fam: familyId,
    role: roleOfRow(user.role),
    ...(membership
      ? {
          mrole: membership.role,
          ...(membership.accountId === userId ? {} : { acct: membership.accountId }),
        }
      : {}),
  });
  return { tokens: { token, refreshToken }, memberRole: membership?.role };
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await revokeRefreshFamily(db, familyId);
  noteLocalRevocation();
}

/** Signs out every session of the user except `keepFamilyId` (e.g. after a password change). */
export async function revokeOtherFamilies(
  db: DbOrTx,
  userId: string,
  keepFamilyId: string | null,
): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId, keepFamilyId);
  noteLocalRevocation();
}

/**
 * Signs out every session of the user, everywhere (a suspension, a removed member): their refresh tokens are
 * revoked, their access tokens fail on the next request (active-sessions.ts) and the database's announcement ends
 * their event streams.
 */
export async function revokeAllFamiliesOfUser(db: DbOrTx, userId: string): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId, null);
  noteLocalRevocation();
}

/**
 * Whether a sign-in (refresh family) is still live, read from the database. Asked whenever active-sessions.ts
 * does not already know, so the query is prepared once per database: built once, and planned once per connection.
 */
export function prepareFamilyCheck(db: Db): (familyId: string) => Promise<boolean> {
  return prepareLiveFamilyCheck(db);
}
