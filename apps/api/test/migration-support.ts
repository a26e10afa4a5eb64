/*
 * Migration tests' support: a database brought up to the committed migrations before a release, rows inserted as
 * the tables were then, and the rest of the migrations applied.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { executeRows } from '../src/db/execute-rows';
import { DB_KINDS, TEST_DATABASE_URL, testDatabaseUrl } from './test-config';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The committed migrations up to, not including, `tag`: a database as it was before that release. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as Array<{ tag: string }>) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export type TestDb = Awaited<ReturnType<typeof emptyDatabase>>['db'];

/**
 * Inserts one row as the table was before the migration: only the columns named (camelCase keys, written
 * snake_case), never the schema's later columns, which the older table does not have yet.
 */
export async function insertRow(
  db: TestDb,
  table: string,
  values: Record<string, unknown>,
): Promise<{ id: string }> {
  const columns = Object.keys(values);
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const encode = (v: unknown) =>
    v instanceof Date ? v.toISOString() : typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
  const result = await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(snake(c))),
      sql`, `,
    )}) values (${sql.join(
      columns.map((c) => sql`${encode(values[c])}`),
      sql`, `,
    )}) returning *`,
  );
  return executeRows<{ id: string }>(result)[0]!;
}

/** An empty database of the kind, and a way to bring it up to a migrations folder. */
export async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `ls_migration_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(name), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    db,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/*
 * One kind is enough for a migration test: both run the same SQL file, and every run already applies the
 * migrations to an empty PGlite (the test template). Replaying all migrations on PGlite costs about 18 s, so the
 * server is used when there is one.
 */
export const MIGRATION_KINDS = DB_KINDS.includes('postgres')
  ? (['postgres'] as const)
  : (['pglite'] as const);
