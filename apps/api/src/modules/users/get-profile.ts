import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById } from './users-repository';
import { countDocuments } from './documents-repository';
import { profileResponse } from './profile-view';

/** How many deliveries the user has (modules/deliveries countDeliveries), handed down by app.ts: users is below it. */
export type CountDeliveries = (db: DbOrTx, userId: string) => Promise<number>;

/** GET /users/profile: the user, the editable profile and the Account Statistics of spec section 2. */
export async function getProfile(db: DbOrTx, userId: string, countDeliveries: CountDeliveries) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
  const [deliveryCount, documentCount] = await Promise.all([
    countDeliveries(db, userId),
    countDocuments(db, userId),
  ]);
  return {
    ...profileResponse(user),
    stats: {
      memberSince: user.createdAt.toISOString(),
      totalDeliveries: deliveryCount,
      documents: documentCount,
      lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    },
  };
}
