import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { API_DIR } from '../entry-files';

/**
 * No relational-query schema: queries name their tables, which live in the modules that own them
 * (each module's tables.ts, found by drizzle.config.ts).
 */
export type Schema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /**
   * LISTEN on a channel; returns an unsubscribe function. Works on both drivers. `onListening(false)` says the
   * connection dropped (messages sent until `onListening(true)` are lost); PGlite listens in-process and never drops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening?: (isListening: boolean) => void,
  ): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');

/** Opens the configured database and brings its schema up to date with the committed SQL migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'pglite') {
    if (config.dir) fs.mkdirSync(config.dir, { recursive: true });
    const unlock = config.dir ? lockDataDir(config.dir) : () => {};
    let client: PGlite;
    let db: ReturnType<typeof drizzlePglite<Schema>>;
    try {
      client = config.dir
        ? new PGlite(config.dir)
        : new PGlite(config.template ? { loadDataDir: config.template } : undefined);
      db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (err) {
      unlock();
      throw err;
    }
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async listen(channel, onMessage, onListening) {
        const unsubscribe = await client.listen(channel, onMessage);
        onListening?.(true);
        return async () => unsubscribe();
      },
      async ping() {
        await client.query('select 1');
        return true;
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  }
  // JIT off: the API's queries are short, and once the planner knows the tables' sizes it compiles any whose cost
  // passes jit_above_cost, such as dispatch's fleet read of thousands of vehicles, spending 100-190 ms compiling a
  // query that runs in 80 (bench/dispatch/speed.ts, which analyzes its tables first).
  const pool = new pg.Pool({ connectionString: config.url, max: 20, options: '-c jit=off' });
  // An idle connection dropped by the server (restart, failover, database dropped) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error('PostgreSQL pool connection error', err.message));
  const db = drizzlePg({ client: pool });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async listen(channel, onMessage, onListening) {
      // A dedicated connection: LISTEN belongs to a session, not to pooled queries. A dropped connection
      // (server restart, failover) is replaced after a second; notifications sent meanwhile are missed.
      let client: pg.Client | null = null;
      let isClosed = false;
      let retry: NodeJS.Timeout | undefined;
      const reconnectSoon = () => {
        if (isClosed || retry) return;
        if (client) onListening?.(false);
        client = null;
        retry = setTimeout(() => {
          retry = undefined;
          connect().catch(reconnectSoon);
        }, 1_000);
      };
      const connect = async () => {
        const next = new pg.Client({ connectionString: config.url });
        next.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        next.on('error', (err) => {
          console.error(`LISTEN ${channel} connection error`, err.message);
          reconnectSoon();
        });
        next.on('end', reconnectSoon);
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        client = next;
        onListening?.(true);
      };
      try {
        await connect();
      } catch (err) {
        isClosed = true;
        clearTimeout(retry);
        throw err;
      }
      return async () => {
        isClosed = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
    async ping() {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
  };
}
