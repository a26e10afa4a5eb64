import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplateDirPath } from '../../apps/api/test/db-template';
import { apiBundle } from '../../apps/api/test/api-build';
import { MAX_OPERATORS, operatorsTemplate, type E2eOperator } from './operators';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared server's settings: the defaults `npm start` uses (demo data on), plus what sharing needs. */
export const SHARED_SERVER_ENV: Record<string, string> = {
  // Every file registers its users from 127.0.0.1 on this one server: the per-address sign-up and sign-in
  // limit (100 per window) is a per-person guard, not something the browser suite tests.
  AUTH_RATE_LIMIT_PER_IP: '100000',
};

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Operators in the database the server started with (startServer's `operators` option). */
  operators?: E2eOperator[];
  stop(): Promise<void>;
}

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

/**
 * Starts the real server (the bundle `npm start` runs) on a free loopback port with a temporary DATA_DIR,
 * serving the built web app. Both builds must exist: the e2e global setup makes them.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { operators?: number } = {},
): Promise<RunningServer> {
  for (const built of [path.join(ROOT, 'apps/web/dist/index.html'), apiBundle('server')]) {
    if (!fs.existsSync(built)) {
      throw new Error(
        `${path.relative(ROOT, built)} is missing: run \`npm run build\` first (the e2e global setup does)`,
      );
    }
  }
  const wanted = options.operators ?? 0;
  if (wanted > MAX_OPERATORS) throw new Error(`a test server starts with at most ${MAX_OPERATORS} operators`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-e2e-'));
  // The database starts as a copy of the run's migrated template (global-setup.ts makes it), not empty: the
  // server then only checks the migrations instead of creating a database and applying them all. With operators,
  // the template that has them (operators.ts).
  const withOperators = wanted ? await operatorsTemplate() : null;
  const template = withOperators?.pgDir ?? pgliteTemplateDirPath();
  if (fs.existsSync(template)) fs.cpSync(template, path.join(dataDir, 'pg'), { recursive: true });
  const operators = withOperators?.operators.slice(0, wanted) ?? [];
  const child: ChildProcess = spawn(process.execPath, [apiBundle('server')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // argon2id's smallest cost, as in the API tests (apps/api/test/test-config.ts): every user a file signs up
      // pays the hash on this machine's two cores.
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_PASSES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    operators,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
