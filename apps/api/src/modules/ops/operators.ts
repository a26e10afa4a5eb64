import crypto from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { OPS_MESSAGES } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { operatorInvitations, operators } from './tables';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../auth/register-user';
import { hashToken } from '../auth/sessions';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '../users/users-repository';
import { recordAudit, type Actor } from './audit-log';
import { checkTotp, newTotpSecret, totpUri } from './totp';

/** What an operator's users row holds in the columns made for businesses. */
const OPERATOR_PROFILE = {
  company: 'LogiSaathi',
  phone: '',
  businessType: 'services',
  role: 'operator',
} as const;

export interface NewOperator {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

async function insertOperator(
  tx: DbOrTx,
  input: NewOperator & { passwordHash: string; totpSecret: string; invitedBy: string | null },
): Promise<UserRow> {
  const user = await insertUser(tx, {
    email: input.email,
    passwordHash: input.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    ...OPERATOR_PROFILE,
  });
  await tx
    .insert(operators)
    .values({ userId: user.id, totpSecret: input.totpSecret, invitedBy: input.invitedBy });
  return user;
}

/**
 * An operator created from the command line (npm run ops:create-operator): the first one, or one more when
 * nobody can invite. Returns the TOTP secret and its otpauth URI to enrol in an authenticator app.
 */
export async function createOperator(
  db: Db,
  input: NewOperator,
  cost: PasswordHashCost,
): Promise<{ user: UserRow; totpSecret: string; otpauthUri: string }> {
  if (await findUserByEmail(db, input.email)) throw new AppError('conflict', OPS_MESSAGES.alreadyAccount);
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(input.password, cost);
  const user = await db.transaction(async (tx) => {
    const created = await insertOperator(tx, { ...input, passwordHash, totpSecret, invitedBy: null });
    await recordAudit(
      tx,
      { id: created.id, email: created.email },
      {
        action: 'operator.joined',
        targetType: 'operator',
        targetId: created.id,
        after: { email: created.email, via: 'command' },
      },
    );
    return created;
  });
  return { user, totpSecret, otpauthUri: totpUri(user.email, totpSecret) };
}

// Verifying a throwaway hash when the address is unknown (or not an operator's) keeps the answer's timing alike.
let decoyHash: Promise<string> | undefined;

/**
 * Operator sign-in: password and a TOTP code, both right, or one answer for every failure (which of the three
 * was wrong is not said). The code's step is remembered so it cannot be used twice.
 */
export async function signInOperator(
  db: Db,
  input: { email: string; password: string; code: string },
  cost: PasswordHashCost,
): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const [operator] = user
    ? await db.select().from(operators).where(eq(operators.userId, user.id)).limit(1)
    : [];
  if (!user || !operator || user.role !== 'operator') {
    decoyHash ??= hashPassword('decoy-password-for-timing', cost);
    await argon2.verify(await decoyHash, input.password);
    throw new AppError('unauthorized', OPS_MESSAGES.badSignIn);
  }
  const passwordOk = await argon2.verify(user.passwordHash, input.password);
  const step = await checkTotp(operator.totpSecret, input.code, operator.totpLastStep);
  if (!passwordOk || step === null) throw new AppError('unauthorized', OPS_MESSAGES.badSignIn);
  // Claimed conditionally: two requests with one code race, one wins.
  const claimed = await db
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
  if (claimed.length === 0) throw new AppError('unauthorized', OPS_MESSAGES.badSignIn);
  return updateUser(db, user.id, { lastLogin: new Date() });
}

/** An invitation link for a new operator, valid `hours`; recorded in the audit log. */
export async function inviteOperator(
  db: Db,
  actor: Actor,
  email: string,
  linkBaseUrl: string,
  hours: number,
  now = new Date(),
): Promise<{ email: string; link: string; expiresAt: string }> {
  if (await findUserByEmail(db, email)) {
    throw new AppError('conflict', OPS_MESSAGES.alreadyAccount, [
      { field: 'email', msg: OPS_MESSAGES.alreadyAccount },
    ]);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operatorInvitations)
      .values({
        tokenHash: hashToken(token),
        email,
        totpSecret: newTotpSecret(),
        invitedBy: actor.id,
        expiresAt,
      })
      .returning({ id: operatorInvitations.id });
    await recordAudit(tx, actor, {
      action: 'operator.invited',
      targetType: 'invitation',
      targetId: row?.id ?? '',
      after: { email, expiresAt: expiresAt.toISOString() },
    });
  });
  return { email, link: `${linkBaseUrl}/ops/invite/${token}`, expiresAt: expiresAt.toISOString() };
}

async function openInvitation(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(operatorInvitations)
    .where(
      and(
        eq(operatorInvitations.tokenHash, hashToken(token)),
        isNull(operatorInvitations.acceptedAt),
        gt(operatorInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', OPS_MESSAGES.invitationInvalid);
  return row;
}

/** What the invitee enrols before accepting: the address and the TOTP secret (as text and as a URI). */
export async function viewInvitation(db: Db, token: string, now = new Date()) {
  const row = await openInvitation(db, token, now);
  const otpauthUri = totpUri(row.email, row.totpSecret);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { email: row.email, totpSecret: row.totpSecret, otpauthUri, qrSvg };
}

/**
 * Accepting an invitation: the invitee proves the authenticator is enrolled (a valid code) and chooses a
 * password; the account is created and the link is used up, in one transaction.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: { firstName: string; lastName: string; password: string; code: string },
  cost: PasswordHashCost,
  now = new Date(),
): Promise<UserRow> {
  const invitation = await openInvitation(db, token, now);
  const step = await checkTotp(invitation.totpSecret, input.code, null);
  if (step === null) throw AppError.validation('code', OPS_MESSAGES.codeRequired);
  const passwordHash = await hashPassword(input.password, cost);
  try {
    return await db.transaction(async (tx) => {
      const used = await tx
        .update(operatorInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(operatorInvitations.id, invitation.id), isNull(operatorInvitations.acceptedAt)))
        .returning({ id: operatorInvitations.id });
      if (used.length === 0) throw new AppError('not_found', OPS_MESSAGES.invitationInvalid);
      const user = await insertOperator(tx, {
        email: invitation.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        totpSecret: invitation.totpSecret,
        invitedBy: invitation.invitedBy,
      });
      await tx.update(operators).set({ totpLastStep: step }).where(eq(operators.userId, user.id));
      await recordAudit(
        tx,
        { id: user.id, email: user.email },
        {
          action: 'operator.joined',
          targetType: 'operator',
          targetId: user.id,
          after: { email: user.email, invitedBy: invitation.invitedBy },
        },
      );
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', OPS_MESSAGES.alreadyAccount);
    throw err;
  }
}
