import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { dataDirLayout } from '../config';
import { PRIVATE_DIR_MODE, tightenDataDir, usePrivateUmask } from '../lib/private-data-dir';
import { lockDataDir, lockFileFor } from '../db/data-dir-lock';
import {
  DATABASE_ENTRY,
  MANIFEST_NAME,
  manifestSchema,
  SECRET_ENTRIES,
  UPLOADS_PREFIX,
  type BackupManifest,
  type ManifestFile,
} from './backup-manifest';

export class RestoreError extends Error {}

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Brings a backup file back into `dataDir`. Refuses a data folder that already holds anything unless `force`
 * (then its database, uploads and secrets are replaced), and refuses while a server has it open. Every file is
 * checked against the manifest's size and SHA-256 before anything in `dataDir` changes: the archive is unpacked
 * into a folder beside it, the database is loaded there, and only then moved into place.
 */
export async function restoreBackup(
  backupFile: string,
  dataDir: string,
  { force = false } = {},
): Promise<BackupManifest> {
  const target = path.resolve(dataDir);
  const layout = dataDirLayout(target);
  const existing = fs.existsSync(target)
    ? fs.readdirSync(target).filter((name) => path.join(target, name) !== lockFileFor(layout.pgDir))
    : [];
  if (existing.length > 0 && !force) {
    throw new RestoreError(
      `${target} is not empty (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', ...' : ''}). Restore into an empty folder, or pass --force to replace its data.`,
    );
  }
  usePrivateUmask();
  fs.mkdirSync(target, { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = lockDataDir(layout.pgDir);
  const staging = `${target}.restoring-${crypto.randomBytes(6).toString('hex')}`;
  try {
    fs.mkdirSync(staging, { mode: 0o700 });
    const manifest = await unpack(backupFile, staging);
    const staged = dataDirLayout(staging);
    await loadDatabase(path.join(staging, DATABASE_ENTRY), staged.pgDir);
    fs.rmSync(path.join(staging, path.dirname(DATABASE_ENTRY)), { recursive: true, force: true });
    for (const dir of [layout.pgDir, layout.uploadsDir, ...SECRET_ENTRIES.map((s) => layout[s.file])]) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.renameSync(staged.pgDir, layout.pgDir);
    if (fs.existsSync(path.join(staging, UPLOADS_PREFIX))) {
      fs.renameSync(path.join(staging, UPLOADS_PREFIX), layout.uploadsDir);
    }
    // The secrets were written 0600 while unpacking (writeChecked) and keep that mode.
    for (const secret of SECRET_ENTRIES) {
      if (fs.existsSync(path.join(staging, secret.entry)))
        fs.renameSync(path.join(staging, secret.entry), layout[secret.file]);
    }
    // The restored tree is its owner's only, whatever modes the files had where the backup was made.
    tightenDataDir(target);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

/** Unpacks the archive into `dir`, checking every entry against the manifest (its first entry). */
async function unpack(backupFile: string, dir: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(backupFile), zlib.createGunzip(), extract).catch(
    (err: unknown) => {
      throw new RestoreError(`${backupFile} is not a readable backup: ${(err as Error).message}`);
    },
  );
  let manifest: BackupManifest | null = null;
  const expected = new Map<string, ManifestFile>();
  const seen = new Set<string>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_NAME)
          throw new RestoreError(`Not a LogiSaathi backup: it does not start with ${MANIFEST_NAME}.`);
        manifest = parseManifest(await readAll(entry, MANIFEST_MAX_BYTES));
        for (const file of manifest.files) expected.set(file.path, file);
        continue;
      }
      const file = expected.get(name);
      if (!file || entry.header.type !== 'file' || seen.has(name)) {
        throw new RestoreError(`The backup holds ${name}, which its manifest does not list.`);
      }
      seen.add(name);
      await writeChecked(entry, path.join(dir, ...name.split('/')), file);
    }
    await reading;
  } catch (err) {
    extract.destroy();
    await reading.catch(() => {});
    if (err instanceof RestoreError) throw err;
    throw new RestoreError(`${backupFile} is not a readable backup: ${(err as Error).message}`);
  }
  if (!manifest) throw new RestoreError('The backup is empty.');
  const missing = manifest.files.filter((f) => !seen.has(f.path)).map((f) => f.path);
  if (missing.length > 0)
    throw new RestoreError(`The backup is incomplete: ${missing.slice(0, 5).join(', ')} missing.`);
  return manifest;
}

function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RestoreError(`${MANIFEST_NAME} is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new RestoreError(
      `${MANIFEST_NAME} is not one this version can restore: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

async function readAll(stream: AsyncIterable<unknown>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new RestoreError(`${MANIFEST_NAME} is too large.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Writes an entry to disk while hashing it; a size or checksum that differs from the manifest fails the restore. */
async function writeChecked(
  entry: AsyncIterable<unknown>,
  target: string,
  file: ManifestFile,
): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const hash = crypto.createHash('sha256');
  let size = 0;
  await pipeline(
    entry as AsyncIterable<Buffer>,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(target, { mode: 0o600 }),
  );
  const digest = hash.digest('hex');
  if (size !== file.sizeBytes || digest !== file.sha256) {
    throw new RestoreError(`Checksum mismatch for ${file.path}: the backup is damaged or was changed.`);
  }
}

/** Loads PGlite's dump into a new data folder and checks it opens. */
async function loadDatabase(dumpFile: string, pgDir: string): Promise<void> {
  const db = new PGlite(pgDir, { loadDataDir: await fs.openAsBlob(dumpFile) });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
}
