import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobEngine, type JobEngine, type JobEngineConfig } from '../src/lib/jobs';
import { executeRows } from '../src/db/execute-rows';
import { EVERY_DB_KIND, testAppsInTurn, type TestApp } from './helper';
import { eventually } from './partner-support';
import { seedReadyPartners } from './partner-seed';
import { inDays } from './partner-support';
import { NEAR_OKHLA } from './tracking-support';

const log = pino({ level: 'silent' });

/**
 * The job engine behind one port (src/lib/jobs.ts): pg-boss on PostgreSQL, shared by several processes (two
 * engines here, as two API processes would hold), and the in-process runner PGlite uses.
 */
describe.each(EVERY_DB_KIND)('job engine on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  let t: TestApp;
  const engines: JobEngine[] = [];
  const engineConfig = (): JobEngineConfig =>
    kind === 'postgres' && t.config.database.kind === 'postgres'
      ? { kind: 'pg-boss', url: t.config.database.url, pollingIntervalMs: 500 }
      : { kind: 'in-process' };
  beforeAll(async () => {
    // The app itself on the engine the configuration picks: pg-boss on PostgreSQL.
    t = await apps.next({
      JOB_ENGINE: 'auto',
      PARTNER_EXPIRY_CHECK_INTERVAL_MS: '1000',
      PARTNER_DISPATCH_INTERVAL_MS: '1000',
      DISPATCH_BATCH_INTERVAL_MS: '1000',
    });
    engines.push(createJobEngine(engineConfig(), log), createJobEngine(engineConfig(), log));
    for (const engine of engines) await engine.start();
  });
  afterAll(async () => {
    for (const engine of engines) await engine.stop();
    await apps.close();
  });

  it('runs each sent job once, whichever process takes it', async () => {
    const runs: string[] = [];
    for (const [i, engine] of engines.entries())
      await engine.work<{ n: number }>('test.once', async (data) => {
        runs.push(`${data.n}@${i}`);
      });
    for (let n = 0; n < 20; n += 1) await engines[n % 2]!.send('test.once', { n });
    await eventually(
      async () => runs.length,
      (count) => count >= 20,
    );
    const numbers = runs.map((r) => Number(r.split('@')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('runs scheduled work once per interval across processes', async () => {
    const runs: number[] = [];
    for (const engine of engines)
      await engine.every('test.every', 1_000, async () => {
        runs.push(Date.now());
      });
    await eventually(
      async () => runs.length,
      (count) => count >= 3,
      100,
    );
    if (kind === 'postgres') {
      // Both processes offer every slot; pg-boss keeps one job per one-second slot, and each ran once.
      const [jobs] = executeRows<{ n: number; slots: number; done: number }>(
        await t.database.db.execute(sql`select count(*)::int as n, count(distinct singleton_on)::int as slots,
          count(*) filter (where state = 'completed')::int as done from pgboss.job where name = 'test.every'`),
      );
      expect(jobs!.n).toBe(jobs!.slots);
      expect(runs.length).toBeLessThanOrEqual(jobs!.n);
      expect(runs.length).toBeGreaterThanOrEqual(jobs!.done);
    }
  });

  it("runs dispatch's sweep and batch round on the engine, once per interval with a second process offering them too", async () => {
    // A second API process's engine puts the same periodic jobs up (partner-dispatch.ts's names and intervals).
    const secondRuns: string[] = [];
    for (const name of ['dispatch.sweep', 'dispatch.batch-round'])
      await engines[1]!.every(name, 1_000, async () => {
        secondRuns.push(name);
      });
    if (kind === 'pglite') {
      // PGlite serves one process: an engine runs the jobs it offers itself, in its process.
      await eventually(
        async () => secondRuns.length,
        (n) => n >= 2,
      );
      return;
    }
    const perSlot = async () =>
      executeRows<{ name: string; n: number; slots: number; done: number }>(
        await t.database.db
          .execute(sql`select name, count(*)::int as n, count(distinct singleton_on)::int as slots,
          count(*) filter (where state = 'completed')::int as done from pgboss.job
          where name in ('dispatch.sweep', 'dispatch.batch-round') group by name order by name`),
      );
    const rows = await eventually(
      perSlot,
      (list) => list.length === 2 && list.every((r) => r.done >= 3),
      100,
    );
    for (const row of rows) expect(row.n).toBe(row.slots);
    // Whichever process took a slot ran it; the second engine never ran more than the slots it could take.
    expect(secondRuns.length).toBeLessThanOrEqual(rows.reduce((sum, r) => sum + r.n, 0));
  });

  it('moves the partner document expiry check onto the engine: a document about to expire writes its message', async () => {
    const [partner] = await seedReadyPartners(t, [NEAR_OKHLA]);
    await t.database.db.execute(
      sql`update partner_documents set expires_on = ${inDays(1)} where partner_id = ${partner!.id}::uuid and kind = 'insurance'`,
    );
    const rows = await eventually(
      async () =>
        executeRows<{ channel: string }>(
          await t.database.db.execute(
            sql`select channel from notification_outbox where event = 'document-expiring' and user_id = ${partner!.id}::uuid`,
          ),
        ),
      (list) => list.length > 0,
      100,
    );
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'push', 'sms']);
  });
});
