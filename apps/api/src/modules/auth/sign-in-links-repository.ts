import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInLinks } from '../../db/schema/index';

export type SignInLinkRow = typeof signInLinks.$inferSelect;

export async function insertSignInLink(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(signInLinks).values({ userId, tokenHash, expiresAt });
}

/** Locks the row so two requests with the same link cannot both use it. */
export async function findSignInLinkForUpdate(
  db: DbOrTx,
  tokenHash: string,
): Promise<SignInLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/** Marks every unused link of the user as used: only the newest link works, and none after one was used. */
export async function useAllSignInLinks(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
}
