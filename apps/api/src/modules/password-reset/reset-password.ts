import { INVALID_RESET_LINK, type ResetPasswordInput } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { hashPassword } from '../auth/register-user';
import { passwordResetTokens } from '../auth/link-tokens';
import { revokeOtherFamilies } from '../auth/sessions';
import { updateUser } from '../users/users-repository';

/**
 * POST /auth/reset-password. The token works once and until it expires; using it signs out every session,
 * because whoever asked for a reset may be locking out someone who knew the old password.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  cost: PasswordHashCost,
): Promise<void> {
  // Hashed before the transaction: argon2 is slow and must not hold the row lock.
  const passwordHash = await hashPassword(input.password, cost);
  const isReset = await db.transaction(async (tx) => {
    const userId = await passwordResetTokens.redeem(tx, input.token);
    if (!userId) return false;
    await updateUser(tx, userId, { passwordHash });
    await revokeOtherFamilies(tx, userId, null);
    await raiseAlert(tx, userId, {
      type: 'warning',
      title: 'Password Reset',
      message: 'Your password was reset with an e-mailed link and every device was signed out.',
      status: 'completed',
      priority: 'high',
    });
    return true;
  });
  if (!isReset) throw AppError.validation('token', INVALID_RESET_LINK);
}
