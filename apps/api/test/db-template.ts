import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/logisaathi');
const MIGRATIONS_DIR = path.join(ROOT, 'apps/api/drizzle');

/** Changes whenever a migration or the database engine changes: a new key means a new template. */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  // How the template is made: bump it when that changes, so caches made the old way are not reused.
  hash.update('recipe 2: checkpointed\0');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(MIGRATIONS_DIR);
  for (const file of files.sort())
    hash.update(`${path.relative(ROOT, file)}\0`).update(fs.readFileSync(file));
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(ROOT, 'node_modules', pkg, 'package.json');
    hash.update(`${pkg}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** Writes `target` through a temporary name, so a reader never sees half of it. */
export function publish(tmp: string, target: string): void {
  try {
    fs.renameSync(tmp, target);
  } catch (err) {
    // Another run published the same template first: theirs is as good as ours.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw err;
  }
}

/**
 * A dump (tar) of an in-memory PGlite database with every migration applied, made once per set of migrations
 * and kept in node_modules/.cache (a fresh clone makes it on its first test run).
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Without a checkpoint, every copy replays the migrations' WAL when it starts: about 15% of each test
  // app's PGlite start-up CPU.
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  publish(tmp, file);
  return file;
}

/** The path where the on-disk copy of the template lives (for servers started with a DATA_DIR). */
export function pgliteTemplateDirPath(): string {
  return path.join(CACHE_DIR, `pglite-${templateKey()}-dir`);
}

/** The same migrated database as a PGlite data folder on disk, which a server's DATA_DIR/pg can start as. */
export async function pgliteTemplateDir(): Promise<string> {
  const dir = pgliteTemplateDirPath();
  if (fs.existsSync(dir)) return dir;
  const blob = await fs.openAsBlob(await pgliteTemplateFile());
  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const client = new PGlite(tmp, { loadDataDir: blob });
  await client.waitReady;
  await client.close();
  publish(tmp, dir);
  return dir;
}
