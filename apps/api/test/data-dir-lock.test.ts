import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFileFor } from '../src/db/data-dir-lock';

const pgDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-lock-')), 'pg');

describe('the embedded database folder lock', () => {
  it('lets one holder at a time in, and the next one after release', () => {
    const dir = pgDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(lockFileFor(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = pgDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(lockFileFor(dir), `${gone.stdout.toString()}\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFileFor(dir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('refuses while another live process holds it', () => {
    const dir = pgDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // The test runner's parent process is alive for as long as this test runs.
    fs.writeFileSync(lockFileFor(dir), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });
});
