/*
 * Concurrent inserts of the same statement share one statement. Creating a delivery is one INSERT; under load
 * most of its cost is per statement, not per row: the round trip and its system calls in the API, and in
 * PostgreSQL the parse and bind, the list-version trigger (one run per statement) and the commit. So while a few
 * such statements are on their way, the inserts that come in wait for the next one and go together, as one
 * multi-row statement of their own transaction. A lone insert goes at once, as before: nothing waits on a timer.
 *
 * A statement is atomic, so one bad row (a clashing public code, say) fails the whole batch; the batch is then
 * run again one insert at a time, so that each caller gets its own row's outcome and no row is lost for another's.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { preparedInsert, type RowFor, type StatementSetting } from './prepared-insert';

/**
 * Statements of one name in flight at once. Two, not one, so that one statement waiting on a lock never holds up
 * every create; more only split the waiting creates into smaller statements (`BENCH_ONLY=create npx tsx
 * bench/deliveries/load.ts`, 2 cores: p99 112 ms with one, 122 ms with two, 132 ms with four, 143 ms with eight).
 */
export const COALESCED_IN_FLIGHT = 2;
/** Items in one statement at most (a delivery with its alert is about 60 parameters; PostgreSQL allows 65,535). */
export const COALESCED_BATCH_MAX = 32;

interface Waiting {
  rows: ReadonlyArray<RowFor>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Coalescer {
  db: Db;
  name: string;
  tables: ReadonlyArray<PgTable>;
  setting: StatementSetting | undefined;
  queue: Waiting[];
  inFlight: number;
}

const coalescers = new WeakMap<Db, Map<string, Coalescer>>();

/**
 * Inserts one row into each of the given tables, as `insertRows` does (one statement, all rows or none), sharing
 * the statement with the other inserts of `name` waiting at the same moment. Resolves once the caller's rows
 * are committed. Only for a database, never inside a transaction: the caller's rows commit in a statement of
 * their own transaction.
 */
export function insertRowsCoalesced(
  db: Db,
  name: string,
  rows: ReadonlyArray<RowFor>,
  setting?: StatementSetting,
): Promise<void> {
  let byName = coalescers.get(db);
  if (!byName) coalescers.set(db, (byName = new Map()));
  const coalescer = byName.get(name) ?? {
    db,
    name,
    tables: rows.map((r) => r.table),
    setting,
    queue: [],
    inFlight: 0,
  };
  byName.set(name, coalescer);
  return new Promise<void>((resolve, reject) => {
    coalescer.queue.push({ rows, resolve, reject });
    pump(coalescer);
  });
}

function pump(coalescer: Coalescer): void {
  while (coalescer.inFlight < COALESCED_IN_FLIGHT && coalescer.queue.length > 0) {
    const batch = coalescer.queue.splice(0, COALESCED_BATCH_MAX);
    coalescer.inFlight += 1;
    void runBatch(coalescer, batch).finally(() => {
      coalescer.inFlight -= 1;
      pump(coalescer);
    });
  }
}

async function runBatch({ db, name, tables, setting }: Coalescer, batch: Waiting[]): Promise<void> {
  if (batch.length > 1) {
    try {
      await preparedInsert(db, name, tables, setting, batch.length)(batch.map((w) => w.rows));
      for (const w of batch) w.resolve();
      return;
    } catch {
      // Nothing of the batch was stored: each insert is tried again alone and gets its own outcome below.
    }
  }
  const single = preparedInsert(db, name, tables, setting);
  for (const w of batch) {
    try {
      await single([w.rows]);
      w.resolve();
    } catch (err) {
      w.reject(err);
    }
  }
}
