import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createTestApp, signUp, type TestApp, type TestUser } from './helper';
import { TEST_DATABASE_URL } from './test-config';
import { assign, createDelivery, NEAR_OKHLA, openEventStream, TOWARDS_BAWANA } from './tracking-support';

/**
 * Two API processes on one PostgreSQL database (DESIGN.md scale path): each app has its own connection pool
 * and its own LISTEN connection, exactly as two server processes would. A dashboard subscribed to one must see
 * positions and status changes posted to the other.
 */
describe.skipIf(!TEST_DATABASE_URL)('live tracking across two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let owner: TestUser;
  let firstUrl: string;
  let secondUrl: string;
  beforeAll(async () => {
    first = await createTestApp('postgres');
    secondDatabase = await openDatabase(first.config.database);
    second = await buildApp(first.config, { database: secondDatabase });
    firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    owner = await signUp(first.app);
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('delivers a position and a status change posted to one process to streams open on both', async () => {
    const d = await createDelivery(first.app, owner);
    const a = await assign(first.app, owner, d._id);
    const onFirst = await openEventStream(`${firstUrl}/api/deliveries/${d._id}/events`, owner.token);
    const onSecond = await openEventStream(`${secondUrl}/api/deliveries/${d._id}/events`, owner.token);
    try {
      await Promise.all([
        onFirst.next((e) => e.event === 'snapshot'),
        onSecond.next((e) => e.event === 'snapshot'),
      ]);

      // Posted to the second process, over real HTTP as a tracker app would.
      const at = Math.floor(Date.now() / 1000) - 90;
      const res = await fetch(
        `${secondUrl}/api/tracking/osmand?id=${a.driverToken}&lat=${NEAR_OKHLA.lat}&lon=${NEAR_OKHLA.lon}&timestamp=${at}`,
      );
      expect(res.status).toBe(200);
      const isThatFix = (e: { event: string; data: unknown }) =>
        e.event === 'position' &&
        (e.data as { recordedAt: string }).recordedAt === new Date(at * 1000).toISOString();
      const [heardFirst, heardSecond] = await Promise.all([
        onFirst.next(isThatFix),
        onSecond.next(isThatFix),
      ]);
      expect(heardFirst.data).toMatchObject({ ...NEAR_OKHLA, isLatest: true });
      expect(heardSecond.data).toEqual(heardFirst.data);

      // A form-body fix posted to the first process (1 km in 60 s); heard on the second.
      const form = new URLSearchParams({
        id: a.driverToken,
        lat: String(TOWARDS_BAWANA.lat),
        lon: String(TOWARDS_BAWANA.lon),
        timestamp: new Date((at + 60) * 1000).toISOString(),
      });
      const posted = await fetch(`${firstUrl}/api/tracking/osmand`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(posted.status).toBe(200);
      await onSecond.next(
        (e) => e.event === 'position' && (e.data as { lat: number }).lat === TOWARDS_BAWANA.lat,
      );

      const status = await fetch(`${secondUrl}/api/driver/${a.driverToken}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'Picked Up' }),
      });
      expect(status.status).toBe(200);
      await onFirst.next(
        (e) => e.event === 'status' && (e.data as { status: string }).status === 'Picked Up',
      );
      await onFirst.next((e) => e.event === 'alerts');
    } finally {
      onFirst.close();
      onSecond.close();
    }
  });
});
