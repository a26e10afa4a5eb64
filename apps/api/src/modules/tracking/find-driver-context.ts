import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashDriverToken } from './tracking-secrets';
import { findByTokenHash, type TokenContext } from './tracking-repository';

export const INVALID_DRIVER_LINK = 'This driver link is not valid any more. Ask the business for a new link.';

/**
 * The job behind a driver link or tracker device id. Unknown and revoked tokens answer the same 401, so a
 * revoked link reveals nothing about the delivery.
 */
export async function findDriverContext(db: DbOrTx, token: string): Promise<TokenContext> {
  const context =
    token.length >= 20 && token.length <= 100 ? await findByTokenHash(db, hashDriverToken(token)) : undefined;
  if (!context || context.assignment.revokedAt) throw new AppError('unauthorized', INVALID_DRIVER_LINK);
  return context;
}
