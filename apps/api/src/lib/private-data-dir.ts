import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds password hashes, the token secret and everyone's uploads: readable by its owner only
 * (issue 30). Folders are 0700 and files 0600. PGlite writes its files with default modes (0666 less the
 * umask), so the server, backup and restore set an owner-only umask before they create anything, and the server
 * tightens what an earlier version or a copy left wider.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Everything this process creates from now on is its owner's only. */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

export interface Tightened {
  /** Paths whose mode was wider than owner-only, and was narrowed. */
  count: number;
  /** The first few of them, for the log. */
  examples: Array<{ path: string; mode: string }>;
}

/**
 * Narrows every folder under `dir` (itself included) to 0700 and every file to 0600 where group or others had
 * any right. Symbolic links are left alone (their target is not ours to change). A missing `dir` is nothing.
 */
export function tightenDataDir(dir: string): Tightened {
  const result: Tightened = { count: 0, examples: [] };
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(p);
    } catch {
      return; // gone meanwhile
    }
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    const wanted = isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(p, (stat.mode & 0o700) | wanted);
      result.count++;
      if (result.examples.length < 5) {
        result.examples.push({ path: p, mode: (stat.mode & 0o777).toString(8).padStart(4, '0') });
      }
    }
    if (isDir) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(path.resolve(dir));
  return result;
}

/** Creates `dir` (and missing parents' last level) owner-only, and tightens it; what was wider is returned. */
export function preparePrivateDataDir(dir: string): Tightened {
  usePrivateUmask();
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return tightenDataDir(dir);
}
