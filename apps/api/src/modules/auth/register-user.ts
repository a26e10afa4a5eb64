import argon2 from 'argon2';
import type { RegisterPayload } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserByEmail, insertUser, type UserRow } from './users-repository';

/** argon2id with OWASP's recommended minimums (19 MiB, 2 passes). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export const EMAIL_TAKEN_MESSAGE = 'Email already registered';

export async function registerUser(db: Db, input: RegisterPayload): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, [{ field: 'email', msg: EMAIL_TAKEN_MESSAGE }]);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      phone: input.phone,
      businessType: input.businessType,
      lastLogin: new Date(),
    });
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, [{ field: 'email', msg: EMAIL_TAKEN_MESSAGE }]);
    }
    throw err;
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } })?.code ??
    (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
