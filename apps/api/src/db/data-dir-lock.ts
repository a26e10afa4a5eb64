import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not stop a second process from opening the same data folder, and two writers corrupt it. The
 * server, backup and restore therefore take this lock file beside the folder. A lock left by a process that is
 * gone (a crash, a killed container) is taken over.
 */
export class DataDirInUseError extends Error {}

/** Locks this process holds, so a lock file with our own pid from an earlier life of the pid is seen as stale. */
const held = new Set<string>();

export function lockFileFor(pgDir: string): string {
  return `${path.resolve(pgDir)}.lock`;
}

/** Takes the lock of `pgDir`; returns the release function. Throws DataDirInUseError while another holder lives. */
export function lockDataDir(pgDir: string): () => void {
  const file = lockFileFor(pgDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder !== null && isHeldByLiveProcess(file, holder)) {
        throw new DataDirInUseError(
          `${path.dirname(file)} is in use by process ${holder} (the LogiSaathi server?). Stop it first.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  held.add(file);
  return () => {
    if (!held.delete(file)) return;
    if (readHolder(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isHeldByLiveProcess(file: string, pid: number): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
