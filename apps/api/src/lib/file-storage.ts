import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Use-cases address files only by key, so the local folder (the default, under
 * DATA_DIR) can be swapped for S3-compatible object storage when the API runs on more than one machine
 * (DESIGN 'Scale path') without touching them.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, replacing any previous file; a reader never sees a half-written file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file as a stream, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a user's folder); a missing folder is not an error. */
  deleteAll(prefix: string): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  sizeBytes: number;
}

// Keys are built by our code, never from user input; the check still refuses anything that could leave the root.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await fs.promises.writeFile(temp, data, { mode: 0o600 });
        await fs.promises.rename(temp, target);
      } catch (err) {
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const target = resolve(key);
      try {
        const stat = await fs.promises.stat(target);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(target), sizeBytes: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async deleteAll(prefix) {
      await fs.promises.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
