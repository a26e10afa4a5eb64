/*
 * Single-row inserts of the hot write paths (deliveries, alerts), built once and run as prepared statements.
 * Drizzle builds a query on every call, which costs more CPU than the database spends on the insert; here the
 * statement is built once per database (or open transaction) with a placeholder per column.
 */
import { getTableColumns, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Insert<T extends PgTable> = (row: InferSelectModel<T>) => Promise<InferSelectModel<T>>;

const prepared = new WeakMap<DbOrTx, Map<string, Insert<PgTable>>>();

/**
 * Inserts one complete row (every column given, the id too) and returns it as stored. Values are mapped for the
 * driver exactly as drizzle maps them (jsonb as JSON text, timestamps as ISO strings), and null stays SQL NULL:
 * the placeholders are raw, because drizzle's typed placeholders would turn a null jsonb into JSON 'null'.
 */
export async function insertPrepared<T extends PgTable>(
  db: DbOrTx,
  table: T,
  name: string,
  row: InferSelectModel<T>,
): Promise<InferSelectModel<T>> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let insert = byName.get(name) as Insert<T> | undefined;
  if (!insert) {
    insert = buildInsert(db, table, name);
    byName.set(name, insert as unknown as Insert<PgTable>);
  }
  return insert(row);
}

function buildInsert<T extends PgTable>(db: DbOrTx, table: T, name: string): Insert<T> {
  const columns = Object.entries(getTableColumns(table));
  const query = db
    .insert(table)
    .values(Object.fromEntries(columns.map(([key]) => [key, sql`${sql.placeholder(key)}`])) as never)
    .returning()
    .prepare(name);
  return async (row) => {
    const values: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      values[key] = value === null || value === undefined ? null : column.mapToDriverValue(value);
    }
    const [stored] = (await query.execute(values)) as Array<InferSelectModel<T>>;
    if (!stored) throw new Error(`insert into ${name} returned no row`);
    return stored;
  };
}
