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

export const DB_KINDS: Array<'pglite' | 'postgres'> = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

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
