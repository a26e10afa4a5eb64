import type { Db } from '../../db/client';
import { mailIn, type MailMessage } from '../../lib/mailer';
import { serverText } from '../../lib/texts';
import { signInLinkTokens } from './link-tokens';
import { findUserByEmail, languageOf } from '../users/users-repository';

export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_REQUESTED = serverText('signIn.linkSent', { minutes: SIGN_IN_LINK_TTL_MINUTES });

/**
 * POST /auth/sign-in-link, done after the answer (the caller learns nothing about whether the address has an
 * account). Issues a link token (link-tokens.ts) and returns the e-mail to send.
 */
export async function requestSignInLink(
  db: Db,
  email: string,
  linkBase: string,
): Promise<MailMessage | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = await signInLinkTokens.issue(db, user.id, SIGN_IN_LINK_TTL_MINUTES);
  // In the language the account holder reads (their profile), whoever asked.
  return mailIn(languageOf(user), {
    to: user.email,
    subject: 'Your LogiSaathi sign-in link',
    lines: [
      serverText('mail.hello', { name: user.firstName }),
      '',
      serverText('mail.signInLinkWithin', { minutes: SIGN_IN_LINK_TTL_MINUTES }),
      '',
      `${linkBase}/sign-in-link?token=${token}`,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: someone may be trying to guess your password, and this link is the safe way in.',
    ],
  });
}
