import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAlert } from '../src/modules/alerts/raise-alert';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

describe.each(DB_KINDS)('alerts on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (user: TestUser, url = '/api/alerts') =>
    (await t.app.inject({ method: 'GET', url, headers: user.auth })).json().data.alerts as Array<{
      id: string;
      title: string;
      read: boolean;
    }>;

  it('lists a user’s alerts newest first with the spec fields, and only theirs', async () => {
    await raiseAlert(t.database.db, owner.id, {
      type: 'success',
      title: 'Delivery Scheduled Successfully! 🎉',
      message: 'LS7K2P9Q from Okhla to Bawana',
      status: 'active',
      priority: 'medium',
      shipmentId: 'LS7K2P9Q',
      route: 'Okhla → Bawana',
    });
    await new Promise((r) => setTimeout(r, 5));
    await raiseAlert(t.database.db, owner.id, {
      type: 'warning',
      title: 'Second',
      message: 'm',
      status: 'pending',
      priority: 'high',
    });
    const alerts = await list(owner);
    expect(alerts.map((a) => a.title)).toEqual(['Second', 'Delivery Scheduled Successfully! 🎉']);
    expect(alerts[1]).toMatchObject({
      type: 'success',
      status: 'active',
      priority: 'medium',
      shipmentId: 'LS7K2P9Q',
      route: 'Okhla → Bawana',
      read: false,
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await list(stranger)).toEqual([]);
  });

  it('marks read, archives and deletes, and answers 404 for another user’s alert', async () => {
    const [first, second] = await list(owner);
    if (!first || !second) throw new Error('expected two alerts');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/alerts/${first.id}/read`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/alerts/${first.id}`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);

    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/alerts/${first.id}/read`,
      headers: owner.auth,
    });
    expect(read.json().data.alert.read).toBe(true);
    expect((await list(owner, '/api/alerts/unread')).map((a) => a.id)).toEqual([second.id]);

    await t.app.inject({ method: 'PUT', url: `/api/alerts/${second.id}/archive`, headers: owner.auth });
    expect((await list(owner)).map((a) => a.id)).toEqual([first.id]);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/alerts/${first.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(200);
    expect(await list(owner)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/alerts/${first.id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
  });
});
