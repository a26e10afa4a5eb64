import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { assertValidKey } from '../lib/file-storage';

/*
 * The backup file: one gzip-compressed tar whose first entry is `manifest.json`, then the files it lists:
 *   database/pgdata.tar   the embedded database (PGlite's own dump of its data folder)
 *   uploads/...           every stored upload (documents, profile pictures), by storage key
 *   jwt-secret            the generated token secret, so sign-ins survive a restore (when it exists)
 *   vapid-keys.json       the generated Web Push keys, so subscribed devices keep receiving (when they exist)
 */
export const BACKUP_FORMAT = 'logisaathi-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_ENTRY = 'database/pgdata.tar';
export const JWT_SECRET_ENTRY = 'jwt-secret';
export const VAPID_KEYS_ENTRY = 'vapid-keys.json';
/** The data folder's generated secrets a backup carries: archive entry and its file in dataDirLayout. */
export const SECRET_ENTRIES = [
  { entry: JWT_SECRET_ENTRY, file: 'jwtSecretFile' },
  { entry: VAPID_KEYS_ENTRY, file: 'vapidKeysFile' },
] as const;
export const UPLOADS_PREFIX = 'uploads/';
/** Bounds what a restore will accept, so a hostile file cannot make it list millions of entries. */
const MAX_FILES = 1_000_000;

/** Whether a path inside the archive is one the format allows (never absolute, never '..'). */
export function isBackupPath(entry: string): boolean {
  if (entry === DATABASE_ENTRY || SECRET_ENTRIES.some((s) => s.entry === entry)) return true;
  if (!entry.startsWith(UPLOADS_PREFIX)) return false;
  try {
    assertValidKey(entry.slice(UPLOADS_PREFIX.length));
    return true;
  } catch {
    return false;
  }
}

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  /** PostgreSQL version of the embedded database; a data folder restores only into the same major version. */
  database: z.object({ kind: z.literal('pglite'), serverVersion: z.string().max(80) }),
  files: z
    .array(
      z.object({
        path: z.string().max(1000).refine(isBackupPath, 'not a path a backup may hold'),
        sizeBytes: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(MAX_FILES)
    .refine((files) => files.some((f) => f.path === DATABASE_ENTRY), 'the database is missing')
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, 'a path is listed twice'),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestFile = BackupManifest['files'][number];

export function sha256(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

export async function sha256File(file: string): Promise<{ sha256: string; sizeBytes: number }> {
  const hash = crypto.createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    sizeBytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), sizeBytes };
}
