/*
 * The one way the API issues and redeems e-mailed link tokens (sign-in links, password resets): a fresh random
 * token goes into the e-mail, only its SHA-256 is stored, a new token retires the user's older ones, and a token
 * works once, until it expires. Each use keeps its own table, so a sign-in link can never reset a password.
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from './password-reset-tables';
import { signInLinks } from './sign-in-link-tables';
import { hashToken } from './sessions';

export type LinkTokenTable = typeof signInLinks | typeof passwordResets;

export interface LinkTokens {
  /** Retires the user's unused tokens and stores a new one; returns the token for the e-mail. */
  issue(db: DbOrTx, userId: string, ttlMinutes: number): Promise<string>;
  /**
   * Inside the caller's transaction: the user the token was issued to, with every token of theirs retired, or
   * null when the token is unknown, used or expired. The row is locked, so two requests cannot both redeem it.
   */
  redeem(tx: DbOrTx, token: string): Promise<string | null>;
}

export function linkTokens(table: LinkTokenTable): LinkTokens {
  // Both tables have the same columns; drizzle's builders take one table at a time.
  const t = table as typeof signInLinks;
  const retireAll = (db: DbOrTx, userId: string) =>
    db
      .update(t)
      .set({ usedAt: new Date() })
      .where(and(eq(t.userId, userId), isNull(t.usedAt)));
  return {
    async issue(db, userId, ttlMinutes) {
      const token = crypto.randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await retireAll(tx, userId);
        await tx.insert(t).values({
          userId,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
        });
      });
      return token;
    },
    async redeem(tx, token) {
      const [row] = await tx
        .select()
        .from(t)
        .where(eq(t.tokenHash, hashToken(token)))
        .for('update')
        .limit(1);
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
      await retireAll(tx, row.userId);
      return row.userId;
    },
  };
}

export const signInLinkTokens = linkTokens(signInLinks);
export const passwordResetTokens = linkTokens(passwordResets);
