import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { makeTestConfig, TEST_DATABASE_URL, testDatabasePrefix, testDatabaseUrl } from './test-config';
import { executeRows } from '../src/db/execute-rows';
import { createOperator } from '../src/modules/ops/operators';

export { DB_KINDS, EVERY_DB_KIND } from './test-config';

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

interface TestDatabase {
  kind: 'pglite' | 'postgres';
  config: Config['database'];
  database: Database;
  /** schemaOutline of the fresh copy. */
  outline: string;
  drop(): Promise<void>;
}

/**
 * The schema's outline: how many columns, constraints, indexes and triggers the app's tables have. A test that
 * alters the schema (a constraint that makes a write fail) and does not undo it changes this.
 */
async function schemaOutline(database: Database): Promise<string> {
  const [row] = executeRows<{ outline: string }>(
    await database.db.execute(sql`select concat_ws(':',
      (select count(*) from information_schema.columns where table_schema = 'public'),
      (select count(*) from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'),
      (select count(*) from pg_indexes where schemaname = 'public'),
      (select count(*) from pg_trigger t join pg_class r on r.oid = t.tgrelid
        join pg_namespace n on n.oid = r.relnamespace where n.nspname = 'public')) as outline`),
  );
  return row?.outline ?? '';
}

/** A fresh database: a copy of the run's migrated template on PGlite or on the PostgreSQL server. */
async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const config: Config['database'] = { kind: 'pglite', dir: null, template: await pgliteTemplateBlob() };
    const database = await openDatabase(config);
    return { kind, config, database, outline: await schemaOutline(database), drop: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required for postgres tests');
  const template = inject('postgresTemplateDb');
  // Named after the run's template, so the run's teardown (global-setup.ts) finds and drops the ones still spare.
  const name = `${testDatabasePrefix(template)}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const config: Config['database'] = { kind: 'postgres', url: testDatabaseUrl(name) };
  const database = await openDatabase(config);
  return {
    kind,
    config,
    database,
    outline: await schemaOutline(database),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Databases that test files of this worker have finished with, emptied, waiting for the next file. The api
 * project runs files one after another in a few workers without isolation (vitest.config.ts), so this module's
 * state outlives a file: a new PGlite database costs about 0.7 s of CPU (its start-up) and a new one on the
 * PostgreSQL server a copy of the template, while emptying the tables a file wrote takes tens of milliseconds.
 * Empty tables with restarted sequences are what a fresh copy of the migrated template holds.
 */
const spareDatabases: Record<'pglite' | 'postgres', TestDatabase[]> = { pglite: [], postgres: [] };

async function takeTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  return spareDatabases[kind].pop() ?? createTestDatabase(kind);
}

/**
 * Empties a database its file has finished with and keeps it for the next file. One whose schema the file left
 * changed, or that cannot be emptied, is dropped: a file that fails half-way leaves nothing to the next.
 */
async function giveBackTestDatabase(test: TestDatabase): Promise<void> {
  try {
    if ((await schemaOutline(test.database)) !== test.outline) throw new Error('schema changed');
    await emptyTables(test.database);
  } catch {
    await test.drop();
    return;
  }
  spareDatabases[test.kind].push(test);
}

async function buildTestApp(
  databaseConfig: Config['database'],
  database: Database,
  envOverrides: Record<string, string>,
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = makeTestConfig(envOverrides);
  config.database = databaseConfig;
  const app = await buildApp(config, { database });
  await app.ready();
  appDatabases.set(app, { database, config });
  return { app, config };
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
  const test = await takeTestDatabase(kind);
  const { app, config } = await buildTestApp(test.config, test.database, envOverrides);
  return {
    app,
    config,
    database: test.database,
    async close() {
      await app.close();
      await giveBackTestDatabase(test);
    },
  };
}

/**
 * Every table of the app's schema emptied and its sequences restarted: the data of a fresh copy (none). DELETE,
 * not TRUNCATE: deleting the few rows a group of tests wrote is cheap, while TRUNCATE rewrites every table and
 * index (slower on the PostgreSQL server than creating a new database). Foreign keys and triggers are off while
 * it runs (replica role), so the order does not matter.
 */
async function emptyTables(database: Database): Promise<void> {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const tables = executeRows<{ name: string }>(
    await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  );
  const sequences = executeRows<{ name: string }>(
    await database.db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public'`),
  );
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { name } of tables) await tx.execute(sql.raw(`delete from ${quote(name)}`));
    for (const { name } of sequences) await tx.execute(sql.raw(`alter sequence ${quote(name)} restart`));
  });
}

export interface TestAppsInTurn {
  /** Closes the app before (if any), empties the database and builds a new app on it with these settings. */
  next(envOverrides?: Record<string, string>): Promise<TestApp>;
  /** Closes the last app and gives the database back for the next file. */
  close(): Promise<void>;
}

/**
 * Real apps with different settings one after another on one database, for a file that tests several
 * configurations. Each app starts on empty tables (what a fresh copy of the migrated template holds), so what
 * a group of tests sees does not depend on the groups before it (emptying the tables takes tens of
 * milliseconds, a new database far longer: see spareDatabases). Each app's own close() closes only the app.
 */
export function testAppsInTurn(kind: 'pglite' | 'postgres'): TestAppsInTurn {
  let shared: TestDatabase | undefined;
  let current: FastifyInstance | undefined;
  const closeCurrent = async () => {
    const app = current;
    current = undefined;
    await app?.close();
  };
  return {
    async next(envOverrides = {}) {
      await closeCurrent();
      if (shared) await emptyTables(shared.database);
      else shared = await takeTestDatabase(kind);
      const { app, config } = await buildTestApp(shared.config, shared.database, envOverrides);
      current = app;
      return {
        app,
        config,
        database: shared.database,
        async close() {
          if (current === app) await closeCurrent();
        },
      };
    },
    async close() {
      await closeCurrent();
      const done = shared;
      shared = undefined;
      if (done) await giveBackTestDatabase(done);
    },
  };
}

let userCounter = 0;

/** Each test app's database and settings, for helpers that are handed only the app (signInAsOperator). */
const appDatabases = new WeakMap<FastifyInstance, { database: Database; config: Config }>();
const operatorsOfApps = new WeakMap<FastifyInstance, Promise<TestOperator>>();

export interface TestOperator extends TestUser {
  totpSecret: string;
  /** The 30-second step whose code the helper signed in with: that code and every earlier one are spent. */
  totpStep: number;
}

/** The current 6-digit code of a TOTP secret, or the one `steps` 30-second steps later (a code is used once). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return totpCodeOfStep(secret, Math.floor(Date.now() / 30_000) + steps);
}

/** The 6-digit code of one 30-second step (what an authenticator shows during it). */
export function totpCodeOfStep(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

/**
 * An operator of this app, signed in as a person would: created as `npm run ops:create-operator` does, then
 * POST /api/ops/auth/sign-in with the password and the authenticator's code (computed from the secret). One
 * per app: every later call returns the same sign-in.
 */
export function signInAsOperator(app: FastifyInstance): Promise<TestOperator> {
  let operator = operatorsOfApps.get(app);
  if (!operator) {
    operator = (async () => {
      const test = appDatabases.get(app);
      if (!test) throw new Error('signInAsOperator needs an app from createTestApp or testAppsInTurn');
      userCounter += 1;
      const email = `ops${userCounter}.${crypto.randomBytes(4).toString('hex')}@logisaathi.in`;
      const password = 'operator-password-123';
      const { user, totpSecret } = await createOperator(
        test.database.db,
        { email, password, firstName: 'Olivia', lastName: 'Operator' },
        test.config.passwordHash,
      );
      const totpStep = Math.floor(Date.now() / 30_000);
      const res = await app.inject({
        method: 'POST',
        url: '/api/ops/auth/sign-in',
        payload: { email, password, code: await totpCodeOfStep(totpSecret, totpStep) },
      });
      if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return {
        token: body.token,
        refreshToken: body.refreshToken,
        email,
        password,
        id: user.id,
        auth: { authorization: `Bearer ${body.token}` },
        totpSecret,
        totpStep,
      };
    })();
    operatorsOfApps.set(app, operator);
  }
  return operator;
}

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
