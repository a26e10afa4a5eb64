import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { makeTestConfig, TEST_DATABASE_URL } from './test-config';

export { DB_KINDS } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The run's migrated PGlite database (global-setup.ts), read once per test file. */
function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= fs.openAsBlob(inject('pgliteTemplateFile'));
  return pgliteTemplate;
}

/**
 * A real app on a fresh database: in-memory PGlite, or a new database created on the PostgreSQL server
 * (dropped on close). Both start as copies of the database global-setup.ts migrated once for the run, and
 * openDatabase still checks every migration is applied. Nothing is mocked.
 */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  envOverrides: Record<string, string> = {},
): Promise<TestApp> {
  const config = makeTestConfig(envOverrides);
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required for postgres tests');
    const name = `ls_test_${crypto.randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplateDb');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    config.database = { kind: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    config.database = { kind: 'pglite', dir: null, template: await pgliteTemplateBlob() };
  }
  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

let userCounter = 0;

export interface TestUser {
  token: string;
  refreshToken: string;
  email: string;
  password: string;
  id: string;
  auth: { authorization: string };
}

/** Registers a fresh user through the API, as a person would. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = `user${userCounter}.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const password = 'secret123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      password,
      company: 'Verma Traders',
      phone: '9876543210',
      businessType: 'wholesale',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    token: body.token,
    refreshToken: body.refreshToken,
    email,
    password,
    id: body.user.id,
    auth: { authorization: `Bearer ${body.token}` },
  };
}
