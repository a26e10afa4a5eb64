import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import { findUserById } from './users-repository';

/** GET /users/avatar/:userId: the stored thumbnail, always WebP (it is re-encoded on upload). */
export async function getAvatar(db: DbOrTx, storage: FileStorage, userId: string): Promise<StoredFile> {
  const user = await findUserById(db, userId);
  const file = user?.avatarFile ? await storage.get(user.avatarFile) : null;
  if (!file) throw AppError.notFound();
  return file;
}
