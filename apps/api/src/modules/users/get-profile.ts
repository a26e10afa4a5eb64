import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries } from '../deliveries/tables';
import { AppError } from '../../lib/app-error';
import { findUserById } from './users-repository';
import { countDocuments } from './documents-repository';
import { profileResponse } from './profile-view';

/** GET /users/profile: the user, the editable profile and the Account Statistics of spec section 2. */
export async function getProfile(db: DbOrTx, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
  const [[deliveryCount], documentCount] = await Promise.all([
    db.select({ n: count() }).from(deliveries).where(eq(deliveries.userId, userId)),
    countDocuments(db, userId),
  ]);
  return {
    ...profileResponse(user),
    stats: {
      memberSince: user.createdAt.toISOString(),
      totalDeliveries: deliveryCount?.n ?? 0,
      documents: documentCount,
      lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    },
  };
}
