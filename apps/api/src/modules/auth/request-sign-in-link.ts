import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { mailIn, type MailMessage } from '../../lib/mailer';
import { hashToken } from './sessions';
import { insertSignInLink, useAllSignInLinks } from './sign-in-links-repository';
import { findUserByEmail, languageOf } from '../users/users-repository';

export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_REQUESTED_MESSAGE = `If an account exists for that email, we have sent a sign-in link. It works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`;

/**
 * POST /auth/sign-in-link, done after the answer (the caller learns nothing about whether the address has an
 * account). Stores the SHA-256 of a fresh token, retires older links, and returns the e-mail to send.
 */
export async function requestSignInLink(
  db: Db,
  email: string,
  linkBase: string,
): Promise<MailMessage | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await useAllSignInLinks(tx, user.id);
    await insertSignInLink(
      tx,
      user.id,
      hashToken(token),
      new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
    );
  });
  // In the language the account holder reads (their profile), whoever asked.
  return mailIn(languageOf(user), {
    to: user.email,
    subject: 'Your LogiSaathi sign-in link',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Open this link within ${SIGN_IN_LINK_TTL_MINUTES} minutes to sign in to LogiSaathi:`,
      '',
      `${linkBase}/sign-in-link?token=${token}`,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: someone may be trying to guess your password, and this link is the safe way in.',
    ].join('\n'),
  });
}
