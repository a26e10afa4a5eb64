import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents } from './document-tables';
import { refreshTokens, users } from './tables';

/*
 * This module's part of a user's data export (the account, its sign-ins and its company documents), collected by
 * account/collect-user-data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys)
 * are never selected; rows of other users appear only as the facts the user's own records are about, never with
 * who made them.
 */

export async function readAccount(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      businessType: users.businessType,
      gstin: users.gstin,
      pan: users.pan,
      hasProfilePicture: users.avatarFile,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

export async function readSignIns(db: DbOrTx, userId: string) {
  return db
    .select({
      signInId: refreshTokens.familyId,
      issuedAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      renewedAt: refreshTokens.rotatedAt,
      signedOutAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(asc(refreshTokens.createdAt));
}

export async function readDocuments(db: DbOrTx, userId: string) {
  return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.uploadedAt));
}
