import { sql } from 'drizzle-orm';
import type { Infrastructure } from '../../lib/infrastructure';
import { DEMO_WAREHOUSES } from './demo-catalogue';
import { countWarehouses, insertWarehouses } from './warehouses-repository';

/**
 * Loads the labelled demo catalogue into an empty database (DESIGN.md: demo data, clearly labelled). Only when
 * the table has no rows at all, so it runs once and never mixes into a catalogue operators have started.
 */
export async function seedDemoWarehouses(ctx: Pick<Infrastructure, 'db'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the advisory lock lets only one of them seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('logisaathi:seed-demo-warehouses'))`);
    if ((await countWarehouses(tx)) > 0) return;
    await insertWarehouses(tx, DEMO_WAREHOUSES);
  });
}
