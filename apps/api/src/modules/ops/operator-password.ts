import argon2 from 'argon2';
import { and, eq, isNull } from 'drizzle-orm';
import { OPS_CONSOLE_MESSAGES } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db } from '../../db/client';
import { operators } from './tables';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/register-user';
import { revokeOtherFamilies } from '../auth/sessions';
import { findUserById, updateUser } from '../users/users-repository';
import { audited, type Actor } from './audit-log';
import { checkTotp } from './totp';

/**
 * POST /api/ops/auth/password: an operator changes their own password with the current one and a fresh
 * authenticator code (its step is used up like a sign-in's). Every other sign-in of the operator ends; this one
 * stays. Audited without either password.
 */
export async function changeOperatorPassword(
  db: Db,
  actor: Actor,
  familyId: string,
  input: { currentPassword: string; newPassword: string; code: string },
  cost: PasswordHashCost,
): Promise<void> {
  const user = await findUserById(db, actor.id);
  const [operator] = user
    ? await db.select().from(operators).where(eq(operators.userId, user.id)).limit(1)
    : [];
  if (!user || !operator) throw new AppError('unauthorized', OPS_CONSOLE_MESSAGES.wrongPasswordOrCode);
  const passwordOk = await argon2.verify(user.passwordHash, input.currentPassword);
  const step = await checkTotp(operator.totpSecret, input.code, operator.totpLastStep);
  if (!passwordOk || step === null)
    throw AppError.validation('currentPassword', OPS_CONSOLE_MESSAGES.wrongPasswordOrCode);
  if (input.newPassword === input.currentPassword)
    throw AppError.validation('newPassword', OPS_CONSOLE_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.newPassword, cost);
  await audited(
    db,
    actor,
    { action: 'operator.password-changed', targetType: 'operator', targetId: actor.id },
    async (tx) => {
      const claimed = await tx
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.userId, user.id),
            operator.totpLastStep === null
              ? isNull(operators.totpLastStep)
              : eq(operators.totpLastStep, operator.totpLastStep),
          ),
        )
        .returning({ userId: operators.userId });
      if (claimed.length === 0) throw AppError.validation('code', OPS_CONSOLE_MESSAGES.wrongPasswordOrCode);
      await updateUser(tx, user.id, { passwordHash });
      await revokeOtherFamilies(tx, user.id, familyId);
    },
    () => ({ otherSessionsEnded: true }),
  );
}
