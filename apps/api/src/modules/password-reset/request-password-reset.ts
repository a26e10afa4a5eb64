import type { Db } from '../../db/client';
import { passwordResetTokens } from '../auth/link-tokens';
import { mailIn, type MailMessage } from '../../lib/mailer';
import { serverText } from '../../lib/texts';
import { findUserByEmail, languageOf } from '../users/users-repository';

export const RESET_TOKEN_TTL_MINUTES = 30;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.';

/**
 * POST /auth/forgot-password. The caller learns nothing about whether the address has an account: the
 * answer is the same, and the e-mail is sent after the response so its duration does not leak either.
 * Returns the e-mail to send (or null), in the account holder's language, so the route can hand it to the
 * mailer off the request path.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  linkBase: string,
): Promise<MailMessage | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = await passwordResetTokens.issue(db, user.id, RESET_TOKEN_TTL_MINUTES);
  const link = `${linkBase.replace(/\/+$/, '')}/reset-password?token=${token}`;
  // In the language the account holder reads (their profile), whoever asked.
  return mailIn(languageOf(user), {
    to: user.email,
    subject: 'Reset your LogiSaathi password',
    lines: [
      serverText('mail.hello', { name: user.firstName }),
      '',
      'Someone (hopefully you) asked to reset the password of your LogiSaathi account.',
      serverText('mail.resetLinkWithin', { minutes: RESET_TOKEN_TTL_MINUTES }),
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.',
    ],
  });
}
