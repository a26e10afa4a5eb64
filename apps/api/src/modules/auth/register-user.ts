import argon2 from 'argon2';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Language, MemberRole, UserRole } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addMember, createOrganisation } from '../users/organisations-repository';
import { findUserByEmail, insertUser, type UserRow } from '../users/users-repository';

/** argon2id at the configured cost (config.passwordHash: OWASP's minimums unless a test suite lowers it). */
export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
    parallelism: 1,
  });
}

export const EMAIL_TAKEN_MESSAGE = 'Email already registered';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  businessType: string;
  role?: UserRole;
  /** The language of the page the account was made on (Accept-Language); English when none. */
  language?: Language;
  /** Joining someone's organisation (an accepted invitation); absent: the account is a new organisation's owner. */
  membership?: { organisationId: string; role: MemberRole; driverId?: string | null };
}

/**
 * Creates an account. `onCreated` runs in the same transaction (a partner's carrier profile), so an account is
 * never left without what its role needs.
 */
export async function registerUser(
  db: Db,
  input: NewAccount,
  cost: PasswordHashCost,
  onCreated?: (tx: DbOrTx, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, [{ field: 'email', msg: EMAIL_TAKEN_MESSAGE }]);
  }
  const passwordHash = await hashPassword(input.password, cost);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        phone: input.phone,
        businessType: input.businessType,
        role: input.role ?? 'shipper',
        language: input.language ?? 'en',
        lastLogin: new Date(),
      });
      if (input.membership) await addMember(tx, { userId: user.id, ...input.membership });
      else await createOrganisation(tx, user.id, user.role === 'partner' ? 'partner' : 'shipper');
      if (onCreated) await onCreated(tx, user);
      return user;
    });
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, [{ field: 'email', msg: EMAIL_TAKEN_MESSAGE }]);
    }
    throw err;
  }
}
