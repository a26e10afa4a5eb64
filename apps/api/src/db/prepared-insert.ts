/*
 * Inserts of the hot write paths (a delivery with its alert, an alert), built once and run as prepared statements.
 * Drizzle builds a query on every call, which costs more CPU than the database spends on the insert; here the
 * statement is built once per database (or open transaction) and number of items, with a placeholder per column.
 * Several items in one statement are creates that arrived together (coalesced-insert.ts).
 */
import { getTableColumns, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** One complete row for one table: every column given, the id too, each already in its stored form. */
export interface RowFor<T extends PgTable = PgTable> {
  table: T;
  row: InferSelectModel<T>;
}

export const rowFor = <T extends PgTable>(table: T, row: InferSelectModel<T>): RowFor<T> => ({ table, row });

/** Runs the statement for a number of items, each one row for each of the statement's tables. */
type Insert = (items: ReadonlyArray<ReadonlyArray<RowFor>>) => Promise<void>;

/** A transaction-local setting (`set_config(name, value, true)`) in force while the statement and its triggers run. */
export interface StatementSetting {
  name: string;
  value: string;
}

const prepared = new WeakMap<DbOrTx, Map<string, Insert>>();

/**
 * The statement `name` built for `count` items (count rows per table), once per database or transaction. Each
 * count is its own prepared statement (`name` for one item, `name_xN` for N).
 */
export function preparedInsert(
  db: DbOrTx,
  name: string,
  tables: ReadonlyArray<PgTable>,
  setting: StatementSetting | undefined,
  count = 1,
): Insert {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  const statement = count === 1 ? name : `${name}_x${count}`;
  let insert = byName.get(statement);
  if (!insert) {
    insert = buildInsert(db, statement, tables, setting, count);
    byName.set(statement, insert);
  }
  return insert;
}

/**
 * Inserts one row into each of the given tables in one statement (the first ones as data-modifying WITH
 * clauses): one round trip, and all rows or none, since a statement is atomic. Nothing is read back, so the rows
 * given are what the caller keeps; every column is given and numbers, text and timestamps are stored as they are
 * (jsonb keeps the same values, though not its key order). Values are mapped for the driver exactly as drizzle maps
 * them, and null stays SQL NULL: the placeholders are raw, because drizzle's typed placeholders would turn a null
 * jsonb into JSON 'null'. `name` names the statement; each name always inserts into the same tables.
 */
export async function insertRows(
  db: DbOrTx,
  name: string,
  rows: ReadonlyArray<RowFor>,
  setting?: StatementSetting,
): Promise<void> {
  await preparedInsert(
    db,
    name,
    rows.map((r) => r.table),
    setting,
  )([rows]);
}

/**
 * `setting` rides in the first WITH clause's RETURNING: a data-modifying WITH clause always runs, and it runs
 * before the statement's AFTER triggers fire, so they see the setting (it ends with the statement's transaction).
 */
function buildInsert(
  db: DbOrTx,
  name: string,
  tables: ReadonlyArray<PgTable>,
  setting: StatementSetting | undefined,
  count: number,
): Insert {
  if (setting && tables.length < 2) throw new Error(`${name}: a statement setting needs two tables or more`);
  // One placeholder per column of each table and item, named by their positions: two tables both have an id column.
  const columns = tables.map((table) => Object.entries(getTableColumns(table)));
  const names = Array.from({ length: count }, (_, item) =>
    columns.map((cols, table) => cols.map(([key]) => `${item}:${table}:${key}`)),
  );
  const values = (table: number) =>
    names.map(
      (byTable) =>
        Object.fromEntries(
          (columns[table] ?? []).map(([key], c) => [key, sql`${sql.placeholder(byTable[table]?.[c] ?? '')}`]),
        ) as never,
    );
  const last = tables.length - 1;
  const ctes = tables.slice(0, last).map((table, i) => {
    const insert = db.insert(table).values(values(i));
    const withSetting =
      i === 0 && setting
        ? insert.returning({ setting: sql`set_config(${setting.name}, ${setting.value}, true)` })
        : insert;
    return db.$with(`insert_${i}`).as(withSetting as never);
  });
  const query = db
    .with(...ctes)
    .insert(tables[last] as PgTable)
    .values(values(last))
    .prepare(name);
  return async (items) => {
    if (
      items.length !== count ||
      items.some((rows) => rows.length !== tables.length || rows.some((r, i) => r.table !== tables[i]))
    )
      throw new Error(
        `${name} inserts ${count} rows into each of its ${tables.length} tables, in the same order`,
      );
    const params: Record<string, unknown> = {};
    items.forEach((rows, item) => {
      rows.forEach(({ row }, table) => {
        const itemNames = names[item]?.[table] ?? [];
        (columns[table] ?? []).forEach(([key, column], c) => {
          const value = (row as Record<string, unknown>)[key];
          params[itemNames[c] ?? ''] =
            value === null || value === undefined ? null : column.mapToDriverValue(value);
        });
      });
    });
    await query.execute(params);
  };
}
