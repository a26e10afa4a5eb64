import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  assertImagePixels,
  boundedSharp,
  decodeInTurn,
  UNREADABLE_IMAGE_MESSAGE,
} from '../../lib/checked-upload';
import type { FileStorage } from '../../lib/file-storage';
import { findUserById, updateUser } from './users-repository';
import { detectFileType } from './detect-file-type';
import { AVATAR_SIZE_PX } from './profile-schemas';
import { profileResponse } from './profile-view';
import type { Upload } from './read-upload';

export const IMAGE_ONLY_MESSAGE = 'Only image files (PNG, JPEG, WebP or GIF) are allowed';

/**
 * POST /users/upload-profile-image. Whatever arrives is decoded and re-encoded: the stored file is a fresh
 * square WebP with no metadata (EXIF location, camera serials) and nothing of the original bytes, so a
 * crafted file cannot ride along inside a valid-looking picture.
 */
export async function uploadProfileImage(db: Db, storage: FileStorage, userId: string, upload: Upload) {
  const type = detectFileType(upload.data);
  if (type?.kind !== 'image')
    throw new AppError('unsupported_type', IMAGE_ONLY_MESSAGE, [
      { field: 'profileImage', msg: IMAGE_ONLY_MESSAGE },
    ]);
  // Refuses "decompression bombs": a tiny file that declares a huge bitmap (checked-upload.ts).
  await assertImagePixels(upload.data, 'photo', 'profileImage');
  let thumbnail: Buffer;
  try {
    thumbnail = await decodeInTurn(() =>
      boundedSharp(upload.data, 'photo')
        .rotate() // applies the EXIF orientation before the metadata is dropped
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw new AppError('unsupported_type', UNREADABLE_IMAGE_MESSAGE, [
      { field: 'profileImage', msg: UNREADABLE_IMAGE_MESSAGE },
    ]);
  }
  const key = `avatars/${userId}/${crypto.randomUUID()}.webp`;
  await storage.put(key, thumbnail);
  let previousKey: string | null = null;
  try {
    const updated = await db.transaction(async (tx) => {
      const current = await findUserById(tx, userId);
      if (!current) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
      previousKey = current.avatarFile;
      return updateUser(tx, userId, { avatarFile: key });
    });
    if (previousKey) await storage.delete(previousKey);
    return profileResponse(updated);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}
