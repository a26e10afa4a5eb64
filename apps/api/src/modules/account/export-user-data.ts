import { ZipArchive } from 'archiver';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { istToday } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { collectUserData } from './collect-user-data';

export const EXPORT_JSON_NAME = 'logisaathi-data.json';

/**
 * GET /users/me/export: one zip with the JSON of everything about the user and their files. The archive is
 * streamed as it is written; file bytes are read from storage one at a time, so memory stays small however
 * many documents there are. The JSON is read first in one snapshot, so a failure there is an ordinary error
 * reply rather than a broken download.
 */
export async function exportUserData(
  db: Db,
  storage: FileStorage,
  userId: string,
  now: Date,
  log: FastifyBaseLogger,
) {
  const snapshot = await collectUserData(db, userId, now);
  // Which files are really there is known before the JSON (the first entry) is written; each is then opened only
  // when the archive reaches it, so an aborted download leaves no file handles open.
  const missingFiles: string[] = [];
  const files: Array<{ name: string; storageKey: string }> = [];
  for (const file of snapshot.files) {
    const stored = await storage.get(file.storageKey);
    stored?.body.destroy();
    if (stored) files.push(file);
    else missingFiles.push(file.name);
  }
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (err) => log.warn({ err }, 'data export warning'));
  archive.on('error', (err) => log.error({ err }, 'data export failed'));
  const json = { ...snapshot.data, missingFiles };
  archive.append(JSON.stringify(json, null, 2), { name: EXPORT_JSON_NAME, date: now });
  for (const file of files) {
    archive.append(Readable.from(openLazily(storage, file.storageKey)), { name: file.name, date: now });
  }
  // Not awaited: finalize resolves once the reader has taken every byte, which is after the reply starts.
  void archive.finalize().catch(() => {});
  return { archive, fileName: `logisaathi-data-${istToday(now)}.zip` };
}

async function* openLazily(storage: FileStorage, key: string): AsyncGenerator<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`stored file ${key} vanished during an export`);
  for await (const chunk of stored.body) yield chunk as Buffer;
}
