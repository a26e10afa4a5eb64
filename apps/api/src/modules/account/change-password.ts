import argon2 from 'argon2';
import type { z } from 'zod';
import type { passwordChangeSchema } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { hashPassword } from '../auth/register-user';
import { revokeOtherFamilies } from '../auth/sessions';
import { findUserById, updateUser } from '../users/users-repository';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/**
 * PUT /users/password. A wrong current password is a 400 on its field, not a 401: the caller's session is
 * fine, and a 401 would make the web client try to renew it. Every other sign-in of the account ends, so a
 * password changed because of a suspected leak actually locks the intruder out.
 */
export async function changePassword(
  db: Db,
  claims: { sub: string; fam: string },
  input: z.output<typeof passwordChangeSchema>,
  cost: PasswordHashCost,
): Promise<void> {
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
  if (!(await argon2.verify(user.passwordHash, input.currentPassword))) {
    throw AppError.validation('currentPassword', CURRENT_PASSWORD_INCORRECT);
  }
  const passwordHash = await hashPassword(input.newPassword, cost);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeOtherFamilies(tx, user.id, claims.fam);
    await raiseAlert(tx, user.id, {
      type: 'success',
      title: 'Password Changed',
      message: 'Your password was changed and your other devices were signed out.',
      status: 'completed',
      priority: 'medium',
    });
  });
}
