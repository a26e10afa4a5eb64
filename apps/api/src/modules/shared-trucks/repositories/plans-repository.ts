import { eq, sql } from 'drizzle-orm';
import type { TruckPlanJson } from '@logisaathi/pooling';
import type { DbOrTx } from '../../../db/client';
import { latestPooledChange } from '../../deliveries/reads-for-other-modules';
import { poolPlanState, poolTruckRequests, poolTrucks } from '../tables';
import { executeRows } from '../../../db/execute-rows';

/* Each truck's consolidation plan (pool_trucks.plan) and when the pool was last planned (table pool_plan_state). */

export async function savePlans(
  db: DbOrTx,
  plans: Array<{ id: string; plan: TruckPlanJson | null }>,
): Promise<void> {
  for (const { id, plan } of plans) {
    await db.update(poolTrucks).set({ plan }).where(eq(poolTrucks.id, id));
  }
}

export async function readPlanState(db: DbOrTx) {
  const [row] = await db.select().from(poolPlanState).where(eq(poolPlanState.id, 1)).limit(1);
  return row;
}

export async function writePlanState(
  db: DbOrTx,
  plannedAt: Date,
  elapsedMs: number,
  plannedShipments: number,
) {
  await db
    .insert(poolPlanState)
    .values({ id: 1, plannedAt, elapsedMs, plannedShipments })
    .onConflictDoUpdate({ target: poolPlanState.id, set: { plannedAt, elapsedMs, plannedShipments } });
}

/** The latest change to anything the plan reads: trucks, requests, pooled deliveries. */
export async function latestPoolChange(db: DbOrTx): Promise<Date | null> {
  const result = await db.execute<{ at: string | Date | null }>(sql`
    select greatest(
      (select max(updated_at) from ${poolTrucks}),
      (select max(updated_at) from ${poolTruckRequests}),
      ${latestPooledChange()}
    ) as at`);
  const rows = executeRows<{ at: string | Date | null }>(result);
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}
