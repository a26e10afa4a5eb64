import argon2 from 'argon2';
import type { LoginPayload } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from './register-user';
import { findUserByEmail, updateUser, type UserRow } from '../users/users-repository';

export const BAD_CREDENTIALS_MESSAGE = 'Invalid email or password';

// Verifying against a throwaway hash of the same cost when the email is unknown keeps the response time the same
// either way. One per cost (a process normally has one; a test process builds apps with several).
const decoyHashes = new Map<string, Promise<string>>();

export async function loginUser(db: Db, input: LoginPayload, cost: PasswordHashCost): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    const key = `${cost.memoryKib}/${cost.passes}`;
    let decoyHash = decoyHashes.get(key);
    if (!decoyHash) {
      decoyHash = hashPassword('decoy-password-for-timing', cost);
      decoyHashes.set(key, decoyHash);
    }
    await argon2.verify(await decoyHash, input.password);
    throw new AppError('unauthorized', BAD_CREDENTIALS_MESSAGE);
  }
  if (!(await argon2.verify(user.passwordHash, input.password))) {
    throw new AppError('unauthorized', BAD_CREDENTIALS_MESSAGE);
  }
  return updateUser(db, user.id, { lastLogin: new Date() });
}
