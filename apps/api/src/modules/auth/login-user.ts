import argon2 from 'argon2';
import type { LoginPayload } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from './register-user';
import { findUserByEmail, updateUser, type UserRow } from '../users/users-repository';

export const BAD_CREDENTIALS_MESSAGE = 'Invalid email or password';

// Verifying against a throwaway hash when the email is unknown keeps the response time the same either way.
let decoyHash: Promise<string> | undefined;

export async function loginUser(db: Db, input: LoginPayload): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await argon2.verify(await decoyHash, input.password);
    throw new AppError('unauthorized', BAD_CREDENTIALS_MESSAGE);
  }
  if (!(await argon2.verify(user.passwordHash, input.password))) {
    throw new AppError('unauthorized', BAD_CREDENTIALS_MESSAGE);
  }
  return updateUser(db, user.id, { lastLogin: new Date() });
}
