import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashDriverToken } from './tracking-secrets';
import { findByTokenHash, isCarrierSuspended, type TokenContext } from './tracking-repository';

export const INVALID_DRIVER_LINK = 'This driver link is not valid any more. Ask the business for a new link.';
export const DRIVER_LINK_PAUSED =
  'This driver link is paused: the account it works for is suspended by LogiSaathi. It works again once the account is restored.';

/**
 * The job behind a driver link or tracker device id. Unknown and revoked tokens answer the same 401, so a
 * revoked link reveals nothing about the delivery. A link of a suspended account (the partner whose job it is, or
 * the business that assigned its own driver) answers 403 until the account is restored.
 */
export async function findDriverContext(db: DbOrTx, token: string): Promise<TokenContext> {
  const context =
    token.length >= 20 && token.length <= 100 ? await findByTokenHash(db, hashDriverToken(token)) : undefined;
  if (!context || context.assignment.revokedAt) throw new AppError('unauthorized', INVALID_DRIVER_LINK);
  // A suspended carrier's links stop (no positions, no status moves, no job view) until it is restored.
  if (await isCarrierSuspended(db, context.assignment, context.delivery.userId))
    throw new AppError('forbidden', DRIVER_LINK_PAUSED);
  return context;
}
