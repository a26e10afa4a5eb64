import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
/** Outside dist/ (the server serves every file in it); a fresh clone has none, so it always builds. */
const STAMP = path.join(ROOT, 'node_modules/.cache/logisaathi/web-build.json');

/** What the web build reads: the app, the workspace packages it bundles, the locked dependencies. */
const INPUT_DIRS = ['apps/web', 'packages'];
const INPUT_FILES = ['package-lock.json', 'tsconfig.base.json'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'coverage', '.vite']);
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

function listFiles(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(full, out);
    } else if (entry.isFile() && !isTestFile(entry.name)) {
      out.push(full);
    }
  }
}

/** A digest of every build input and of the VITE_* variables Vite bakes into the bundle. */
export function webSourceHash(): string {
  const files: string[] = INPUT_FILES.map((f) => path.join(ROOT, f));
  for (const dir of INPUT_DIRS) listFiles(path.join(ROOT, dir), files);
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${path.relative(ROOT, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`${key}=${process.env[key]}\0`);
  }
  // The build's mode (ensureWebBuild builds for production): a stamp from a build of another mode is stale.
  hash.update('NODE_ENV=production\0');
  return hash.digest('hex');
}

interface Stamp {
  hash: string;
  /** dist/index.html as this build left it: a build run by hand since then makes the stamp stale. */
  indexMtimeMs: number;
}

function readStamp(): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(STAMP, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/**
 * Builds the web app unless apps/web/dist was built by this function from exactly the current sources.
 * Resolves to whether it built. The build runs as a child process, so the run's other setup goes on meanwhile.
 */
export async function ensureWebBuild(): Promise<boolean> {
  const hash = webSourceHash();
  const stamp = readStamp();
  const index = fs.existsSync(DIST_INDEX) ? fs.statSync(DIST_INDEX) : null;
  if (stamp && index && stamp.hash === hash && stamp.indexMtimeMs === index.mtimeMs) return false;
  // Vitest runs with NODE_ENV=test, which Vite would take for its build (React's development bundle): the browser
  // tests check the bundle visitors get.
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@logisaathi/web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`the web build failed (exit ${status})`);
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  const built: Stamp = { hash, indexMtimeMs: fs.statSync(DIST_INDEX).mtimeMs };
  fs.writeFileSync(STAMP, JSON.stringify(built));
  return true;
}
