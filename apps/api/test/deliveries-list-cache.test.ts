import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { TEST_DATABASE_URL } from './test-config';
import { createDelivery } from './tracking-support';

interface ListedDelivery {
  _id: string;
  customer: { name: string };
  status: { current: string };
}

const listOf = async (app: FastifyInstance, user: TestUser, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/deliveries${query}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data as { deliveries: ListedDelivery[]; pagination: { total: number } };
};

/**
 * List pages are cached per process and checked against a version that database triggers move on. These tests
 * change deliveries behind the API's back (plain SQL, as an operator or another service would) and through a
 * second API process, and expect the very next list to show it.
 */
describe.each(DB_KINDS)('delivery list freshness on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows every change the next time the list is read, however the change was made', async () => {
    expect(await listOf(t.app, owner)).toEqual({
      deliveries: [],
      pagination: { total: 0, limit: 100, offset: 0 },
    });
    const first = await createDelivery(t.app, owner);
    const second = await createDelivery(t.app, owner);
    const othersOwn = await createDelivery(t.app, other);
    expect((await listOf(t.app, owner)).deliveries.map((d) => d._id)).toEqual([second._id, first._id]);
    expect((await listOf(t.app, owner, '?limit=1')).deliveries.map((d) => d._id)).toEqual([second._id]);

    await t.database.db.execute(
      sql`update deliveries set customer_name = 'Renamed in psql', status = 'In Transit' where id = ${first._id}`,
    );
    const afterUpdate = await listOf(t.app, owner);
    expect(afterUpdate.deliveries.find((d) => d._id === first._id)).toMatchObject({
      customer: { name: 'Renamed in psql' },
      status: { current: 'In Transit' },
    });
    expect((await listOf(t.app, owner, '?status=In%20Transit')).deliveries.map((d) => d._id)).toEqual([
      first._id,
    ]);

    await t.database.db.execute(sql`delete from deliveries where id = ${second._id}`);
    expect(await listOf(t.app, owner)).toMatchObject({
      deliveries: [{ _id: first._id }],
      pagination: { total: 1 },
    });
    expect((await listOf(t.app, owner, '?limit=1')).deliveries.map((d) => d._id)).toEqual([first._id]);

    // Another user's changes leave this user's list as it was, and theirs stays theirs.
    await t.database.db.execute(sql`update deliveries set status = 'Delivered' where id = ${othersOwn._id}`);
    expect((await listOf(t.app, owner)).deliveries.map((d) => d._id)).toEqual([first._id]);
    expect((await listOf(t.app, other)).deliveries).toMatchObject([
      { _id: othersOwn._id, status: { current: 'Delivered' } },
    ]);
  });

  it('lets a user who has deliveries be deleted (the counter goes with them)', async () => {
    const leaving = await signUp(t.app);
    await createDelivery(t.app, leaving);
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from delivery_list_versions where user_id = ${leaving.id}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('delivery list across two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let owner: TestUser;
  beforeAll(async () => {
    first = await createTestApp('postgres');
    secondDatabase = await openDatabase(first.config.database);
    second = await buildApp(first.config, { database: secondDatabase });
    await second.ready();
    owner = await signUp(first.app);
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('shows on one process what was just changed through the other', async () => {
    const d = await createDelivery(first.app, owner);
    expect((await listOf(second, owner)).deliveries.map((x) => x._id)).toEqual([d._id]);

    const res = await first.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${d._id}/status`,
      headers: owner.auth,
      payload: { status: 'Picked Up' },
    });
    expect(res.statusCode).toBe(200);
    expect((await listOf(second, owner)).deliveries[0]?.status.current).toBe('Picked Up');

    const later = await createDelivery(first.app, owner);
    expect((await listOf(second, owner)).deliveries.map((x) => x._id)).toEqual([later._id, d._id]);

    const deleted = await first.app.inject({
      method: 'DELETE',
      url: `/api/deliveries/${later._id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await listOf(second, owner)).deliveries.map((x) => x._id)).toEqual([d._id]);
  });
});
