import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { buildApi } from './api-build';
import { pgliteTemplateFile } from './db-template';
import { TEST_DATABASE_URL, testDatabasePrefix, testDatabaseUrl } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite database with every migration applied (a tar file). */
    pgliteTemplateFile: string;
    /** A database on the TEST_DATABASE_URL server with every migration applied, or '' without one. */
    postgresTemplateDb: string;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Runs once per `vitest run` for the api project: finds (or makes) the migrated PGlite template and migrates
 * one PostgreSQL database, which createTestApp (helper.ts) copies for each test app instead of migrating anew,
 * and bundles the API for the supervisor's test (api-build.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildApi();
  project.provide('pgliteTemplateFile', await pgliteTemplateFile());

  let templateDb = '';
  if (TEST_DATABASE_URL) {
    templateDb = `ls_template_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${templateDb}`);
    const postgres = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(templateDb) });
    await postgres.close();
  }
  project.provide('postgresTemplateDb', templateDb);

  return async () => {
    if (!templateDb) return;
    // The test databases the workers kept for their next file (helper.ts), then the template.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        `SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`,
        [testDatabasePrefix(templateDb)],
      );
      for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
