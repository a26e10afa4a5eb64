import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { dataDirLayout } from '../config';
import { tightenDataDir, usePrivateUmask } from '../lib/private-data-dir';
import { lockDataDir } from '../db/data-dir-lock';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_ENTRY,
  SECRET_ENTRIES,
  MANIFEST_NAME,
  sha256,
  sha256File,
  UPLOADS_PREFIX,
  type BackupManifest,
} from './backup-manifest';

interface Source {
  /** Path inside the archive. */
  path: string;
  /** A file on disk, or bytes already in memory (the database dump). */
  from: { file: string } | { bytes: Buffer };
  sizeBytes: number;
  sha256: string;
}

/**
 * Writes one backup file of a data folder: the embedded database and the uploads, consistent with each other.
 * It holds the data folder's lock throughout, so it refuses to run while the server has the folder open; with no
 * server writing, the database dump and the uploads are of one moment. Refuses to overwrite an existing file;
 * a failed run leaves no half-written file behind.
 */
export async function createBackup(
  dataDir: string,
  outFile: string,
  now = new Date(),
): Promise<BackupManifest> {
  const layout = dataDirLayout(dataDir);
  const { pgDir, uploadsDir } = layout;
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${pgDir}: nothing to back up.`);
  }
  if (fs.existsSync(outFile)) throw new Error(`${outFile} already exists; choose another file name.`);
  usePrivateUmask();
  const unlock = lockDataDir(pgDir);
  try {
    const sources: Source[] = [];
    const { dump, serverVersion } = await dumpDatabase(pgDir);
    sources.push({
      path: DATABASE_ENTRY,
      from: { bytes: dump },
      sizeBytes: dump.length,
      sha256: sha256(dump),
    });
    for (const file of listFiles(uploadsDir)) {
      const key = path.relative(uploadsDir, file).split(path.sep).join('/');
      sources.push({ path: `${UPLOADS_PREFIX}${key}`, from: { file }, ...(await sha256File(file)) });
    }
    for (const secret of SECRET_ENTRIES) {
      const file = layout[secret.file];
      if (fs.existsSync(file))
        sources.push({ path: secret.entry, from: { file }, ...(await sha256File(file)) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: { kind: 'pglite', serverVersion },
      files: sources.map((s) => ({ path: s.path, sizeBytes: s.sizeBytes, sha256: s.sha256 })),
    };
    await writeArchive(outFile, manifest, sources, now);
    // Opening the database to dump it may have written files with PostgreSQL's own modes.
    tightenDataDir(dataDir);
    return manifest;
  } finally {
    unlock();
  }
}

/** PGlite's own dump of its data folder (a tar), taken by opening the folder while nobody else has it. */
async function dumpDatabase(pgDir: string): Promise<{ dump: Buffer; serverVersion: string }> {
  const db = new PGlite(pgDir);
  try {
    const version = await db.query<{ server_version: string }>('show server_version');
    const dump = await db.dumpDataDir('none');
    return {
      dump: Buffer.from(await dump.arrayBuffer()),
      serverVersion: version.rows[0]?.server_version ?? '',
    };
  } finally {
    await db.close();
  }
}

/** Every stored file under the uploads folder; half-written temporary files ('.part') are not uploads. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.part'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function writeArchive(outFile: string, manifest: BackupManifest, sources: Source[], now: Date) {
  fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  const temp = `${outFile}.${crypto.randomBytes(6).toString('hex')}.part`;
  const pack = tar.pack();
  // The archive holds password hashes and the token secret: readable by its owner only.
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(temp, { mode: 0o600, flags: 'wx' }));
  try {
    const header = (name: string, size: number) => ({
      name,
      size,
      mode: 0o600,
      mtime: now,
      type: 'file' as const,
    });
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, header(MANIFEST_NAME, manifestBytes.length), manifestBytes);
    for (const source of sources) {
      await addEntry(
        pack,
        header(source.path, source.sizeBytes),
        'bytes' in source.from ? source.from.bytes : source.from.file,
      );
    }
    pack.finalize();
    await written;
    fs.renameSync(temp, outFile);
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

/** Adds one entry, streaming a file from disk; resolves when the pack has taken all of it. */
function addEntry(
  pack: tar.Pack,
  header: Parameters<tar.Pack['entry']>[0],
  body: Buffer | string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error | null) => (err ? reject(err) : resolve());
    if (Buffer.isBuffer(body)) {
      pack.entry(header, body, done);
      return;
    }
    const entry = pack.entry(header, done);
    pipeline(fs.createReadStream(body), entry).catch(reject);
  });
}
