import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { findUserById, updateUser } from './users-repository';
import { profileResponse } from './profile-view';

/** DELETE /users/profile-image ('Remove Photo'). Removing when there is no photo is not an error. */
export async function removeProfileImage(db: Db, storage: FileStorage, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
  if (!user.avatarFile) return profileResponse(user);
  const updated = await updateUser(db, userId, { avatarFile: null });
  // The row no longer points at the file, so a failed delete leaves only an orphan, never a broken avatar.
  await storage.delete(user.avatarFile);
  return profileResponse(updated);
}
