/*
 * A crash is survivable (issue 30): `npm start` runs the server under supervisor.ts (bundled: build.ts), which
 * starts it again after it dies, even killed outright with the data folder's lock left behind, and stops it for
 * good on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiBundle } from './api-build';
import { pgliteTemplateDir } from './db-template';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

describe('the supervisor of npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-supervised-'));
  let supervisor: ChildProcess | undefined;
  let output = '';
  afterAll(() => {
    if (supervisor?.exitCode === null) supervisor.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const serverPids = () => [...output.matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('restarts the server after it is killed, and stops it for good on SIGTERM', async () => {
    fs.cpSync(await pgliteTemplateDir(), path.join(dataDir, 'pg'), { recursive: true });
    const port = await freePort();
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    // The bundle `npm start` runs (npm run supervise), which starts the server's bundle.
    supervisor = spawn(process.execPath, [apiBundle('supervisor')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout!.on('data', (d) => (output += d));
    supervisor.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => supervisor!.once('exit', resolve));

    await waitFor('the first start', health);
    const [first] = serverPids();
    expect(first).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(true);

    // Killed outright: no shutdown hook runs, its lock file stays behind.
    process.kill(first!, 'SIGKILL');
    await waitFor('the restart', async () => serverPids().length === 2 && (await health()));
    expect(output).toMatch(/server was killed by SIGKILL after [\d.]+ s; restart 1 in 1 s/);
    expect(serverPids()[1]).not.toBe(first);

    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await health()).toBe(false);
    expect(serverPids()).toHaveLength(2);
    expect(output).toMatch(/SIGTERM: stopping the server/);
  }, 180_000);
});
