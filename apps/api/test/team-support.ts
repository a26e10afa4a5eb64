/*
 * Members of an organisation for tests (issue 37): a person with a role in an account's organisation, signed in
 * through the app's own session machinery.
 */
import crypto from 'node:crypto';
import type { MemberRole } from '@logisaathi/domain';
import { issueSession } from '../src/modules/auth/sessions';
import { hashPassword } from '../src/modules/auth/register-user';
import { addMember, findMembership } from '../src/modules/users/organisations-repository';
import { insertUser } from '../src/modules/users/users-repository';
import type { TestApp, TestUser } from './helper';

let counter = 0;

/** A new person added to the organisation of `account` with `role`, and signed in. */
export async function addTestMember(
  t: TestApp,
  account: { id: string },
  role: MemberRole,
  driverId: string | null = null,
): Promise<TestUser> {
  const db = t.database.db;
  const owner = await findMembership(db, account.id);
  if (!owner) throw new Error('the account has no organisation');
  counter += 1;
  const email = `member${counter}.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const password = 'secret123';
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password, t.config.passwordHash),
    firstName: 'Kavita',
    lastName: 'Sharma',
    company: 'Verma Traders',
    phone: '9811122233',
    businessType: 'services',
    role: owner.kind,
  });
  await addMember(db, { userId: user.id, organisationId: owner.organisationId, role, driverId });
  const { tokens } = await issueSession(t.app, db, user, t.config.refreshTokenTtlDays);
  return { ...tokens, email, password, id: user.id, auth: { authorization: `Bearer ${tokens.token}` } };
}
