import type { Db } from '../../../db/client';
import { latestPoolChange, readPlanState } from '../repositories/plans-repository';
import { listActiveTrucks, type TruckRow } from '../repositories/trucks-repository';

/**
 * Reading 5,000 truck rows on every search dominates its latency, so each process keeps the active trucks it
 * last read. The cache is keyed on two figures read from the database on every call (the latest change to
 * trucks, requests or pooled deliveries, and when the plan was last written), so a change made by any process
 * is seen at once; rows whose slot has ended are dropped in memory until the expiry update reaches them.
 */
const cache = new WeakMap<Db, { key: string; rows: TruckRow[] }>();

export async function activeTrucks(db: Db, now: Date): Promise<TruckRow[]> {
  const [latest, state] = await Promise.all([latestPoolChange(db), readPlanState(db)]);
  const key = `${latest?.getTime() ?? 0}|${state?.plannedAt.getTime() ?? 0}`;
  let entry = cache.get(db);
  if (!entry || entry.key !== key) {
    entry = { key, rows: await listActiveTrucks(db) };
    cache.set(db, entry);
  }
  const nowMs = now.getTime();
  return entry.rows.filter((row) => row.expiresAt.getTime() > nowMs);
}
