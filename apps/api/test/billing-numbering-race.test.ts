/*
 * Invoice numbers are gap-free and unique under a race (issue 16): 50 deliveries become Delivered at once
 * through two API processes' worth of app instances (each with its own connection pool) on one PostgreSQL
 * database, and the invoices carry 50 consecutive numbers. On PGlite (one process by design) the same burst
 * through one app.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { invoices } from '../src/modules/billing/tables';
import type { FastifyInstance } from 'fastify';
import { deliver, readyToDeliver } from './billing-support';
import { createTestApp, EVERY_DB_KIND, signUp, type TestApp, type TestUser } from './helper';

const DELIVERIES = 50;

describe.each(EVERY_DB_KIND)('invoice numbering race on %s', (kind) => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database } | undefined;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    if (t.config.database.kind === 'postgres') {
      const database = await openDatabase(t.config.database);
      const app = await buildApp(t.config, { database });
      await app.ready();
      second = { app, database };
    }
    owner = await signUp(t.app);
  }, 120_000);
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.database.close();
    }
    await t.close();
  });

  it(`${DELIVERIES} deliveries delivered at once get ${DELIVERIES} consecutive invoice numbers`, async () => {
    const ready = [];
    for (let i = 0; i < DELIVERIES; i += 1) ready.push(await readyToDeliver(t.app, owner));
    const apps = second ? [t.app, second.app] : [t.app];
    const replies = await Promise.all(ready.map((d, i) => deliver(apps[i % apps.length]!, owner, d)));
    expect(replies.map((r) => r.statusCode)).toEqual(ready.map(() => 200));

    const rows = await t.database.db
      .select({ number: invoices.number, fy: invoices.financialYear })
      .from(invoices)
      .orderBy(asc(invoices.number));
    expect(rows).toHaveLength(DELIVERIES);
    const fy = rows[0]!.fy;
    expect(rows.map((r) => r.number)).toEqual(
      Array.from({ length: DELIVERIES }, (_, i) => `LS/${fy}/${String(i + 1).padStart(6, '0')}`),
    );
  }, 300_000);
});
