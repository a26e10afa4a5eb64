import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config';

/** Where database tests run: always embedded PGlite, and the PostgreSQL server too when one is given. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const IS_CI = process.env.CI === 'true';
/** Redis for the shared rate-limit store; required under CI like the PostgreSQL server. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

if (IS_CI && !TEST_DATABASE_URL) {
  throw new Error(
    'CI=true but TEST_DATABASE_URL is not set: database tests must also run on PostgreSQL under CI',
  );
}

if (IS_CI && !TEST_REDIS_URL) {
  throw new Error(
    'CI=true but TEST_REDIS_URL is not set: the shared rate-limit store must be tested under CI',
  );
}

/**
 * The address of database `name` on the TEST_DATABASE_URL server, for the test's own connections. Its sessions
 * commit without waiting for the WAL to reach the disk (`synchronous_commit=off`): a test database is dropped at
 * the end of the run, so the durability that waiting buys is worth nothing there, and on this machine's disk
 * (about 3 ms per flush) the wait was about 40 % of the API tests' wall time. What a commit does, its locks,
 * isolation and constraints, is the same either way; only a crash of the server could lose the last commits.
 */
export function testDatabaseUrl(name: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required for postgres tests');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

type DbKind = 'pglite' | 'postgres';

/** Both databases when a PostgreSQL server is given; the embedded PGlite alone otherwise. */
export const EVERY_DB_KIND: DbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The databases an API test file runs on (`describe.each(DB_KINDS)`). Without a server: the embedded PGlite, the
 * product's default, so a plain `npm test` tests every file on it. With TEST_DATABASE_URL (CI): the PostgreSQL
 * server only. Running every file on both was about half of the API tests' time and kept `npm test` over 5
 * minutes. The embedded database keeps its coverage under CI through
 * - the 12 files that test what the two databases do differently, which run on both (`EVERY_DB_KIND`):
 *   transactions that race (invoice numbers, coalesced inserts, offers and a truck's day, status changes), the
 *   demo fleet's tick lock, every column type read back through each driver (booking, data export, account
 *   erasure), the job engine, and what each driver makes of hostile input (no 5xx: hostile bodies, operations);
 * - the API files that make PGlite apps only (backup and restore, the data folder's lock, migrations);
 * - every browser journey: the e2e servers run on PGlite.
 * The SQL is the same on both (one Drizzle schema, one set of migrations). TEST_EVERY_DB_KIND=true runs every
 * file on both, as before a change to the database layer.
 */
export const DB_KINDS: DbKind[] =
  TEST_DATABASE_URL && process.env.TEST_EVERY_DB_KIND !== 'true' ? ['postgres'] : EVERY_DB_KIND;

export function makeTestConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    // Test bookings are for tomorrow: offered at once whatever the hour the suite runs (not from 18:00 IST).
    DISPATCH_AT_ONCE_WITHIN_H: '72',
    // argon2id's smallest cost: every sign-up in the suite pays it (about 30 ms of CPU each at OWASP's cost).
    // config.test.ts checks the default, password.test.ts signs in at it.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_PASSES: '1',
    // Background work in process on both databases: a pg-boss schema per test database would cost every file
    // on PostgreSQL. jobs.test.ts runs the pg-boss engine itself.
    JOB_ENGINE: 'in-process',
    ...overrides,
  });
}

/**
 * The name every PostgreSQL test database of a run starts with, from the run's migrated template
 * (`ls_template_<id>` gives `ls_test_<id>_`): the run's teardown drops what is left by this prefix.
 */
export function testDatabasePrefix(templateDb: string): string {
  return `ls_test_${templateDb.replace(/^ls_template_/, '')}_`;
}
