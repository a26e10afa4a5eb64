import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from './password-reset-tables';

/*
 * This module's part of a user's data export (the password reset requests), collected by account/collect-user-
 * data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys) are never selected;
 * rows of other users appear only as the facts the user's own records are about, never with who made them.
 */

export async function readPasswordResets(db: DbOrTx, userId: string) {
  return db
    .select({
      requestedAt: passwordResets.createdAt,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(asc(passwordResets.createdAt));
}
