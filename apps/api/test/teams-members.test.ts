/*
 * Issue 37: an owner invites by e-mail and by a shared link, members act for the organisation within their role,
 * what they do is recorded under their name, and a removed member is signed out at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { createDelivery } from './tracking-support';

async function invite(t: TestApp, owner: TestUser, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: owner.auth,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { link: string; invitation: { id: string; email: string | null } };
}

async function join(t: TestApp, link: string, email: string) {
  const token = new URL(link).searchParams.get('token')!;
  const preview = await t.app.inject({ method: 'GET', url: `/api/team/join/${token}` });
  expect(preview.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/team/join/${token}`,
    payload: { firstName: 'Kavita', lastName: 'Sharma', email, phone: '9811122233', password: 'secret123' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return {
    token,
    user: body.user as { id: string; memberRole: string; company: string },
    auth: { authorization: `Bearer ${body.token}` },
    refreshToken: body.refreshToken as string,
  };
}

describe.each(DB_KINDS)('teams on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { company: 'Verma Traders' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('invites by e-mail and by link; members act for the organisation within their role; removal signs out at once', async () => {
    const booked = await createDelivery(t.app, owner);
    const byMail = await invite(t, owner, { role: 'accountant', email: 'accounts@verma.example.in' });
    expect(byMail.invitation.email).toBe('accounts@verma.example.in');
    const byLink = await invite(t, owner, { role: 'dispatcher' });
    expect(byLink.invitation.email).toBeNull();

    // The e-mailed invitation is for its address only.
    const wrongAddress = await t.app.inject({
      method: 'POST',
      url: `/api/team/join/${new URL(byMail.link).searchParams.get('token')}`,
      payload: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.in',
        phone: '9811122233',
        password: 'secret123',
      },
    });
    expect(wrongAddress.statusCode).toBe(400);

    const accountant = await join(t, byMail.link, 'accounts@verma.example.in');
    const dispatcher = await join(t, byLink.link, 'clerk@verma.example.in');
    expect(accountant.user).toMatchObject({ memberRole: 'accountant', company: 'Verma Traders' });
    // A link works once.
    const again = await t.app.inject({ method: 'GET', url: `/api/team/join/${dispatcher.token}` });
    expect(again.statusCode).toBe(404);

    // Both see the organisation's deliveries; the accountant sees billing but cannot book.
    for (const member of [accountant, dispatcher]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: member.auth });
      expect(list.json().data.deliveries.map((d: { deliveryId: string }) => d.deliveryId)).toContain(
        booked.deliveryId,
      );
    }
    const bill = await t.app.inject({
      method: 'GET',
      url: '/api/billing/documents',
      headers: accountant.auth,
    });
    expect(bill.statusCode).toBe(200);
    const accountantBooks = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: accountant.auth,
      payload: {},
    });
    expect(accountantBooks.statusCode).toBe(403);
    expect(accountantBooks.json().message).toBe(TEAM_MESSAGES.notAllowed);
    // The dispatcher books, but cannot see billing or manage the team.
    const dispatcherBooking = await createDelivery(t.app, { ...owner, auth: dispatcher.auth });
    const noBill = await t.app.inject({
      method: 'GET',
      url: '/api/billing/documents',
      headers: dispatcher.auth,
    });
    expect(noBill.statusCode).toBe(403);
    const noTeam = await t.app.inject({ method: 'GET', url: '/api/team', headers: dispatcher.auth });
    expect(noTeam.statusCode).toBe(403);
    // The dashboard's counts, but not the money: the API sends a dispatcher none, the owner all.
    const stats = async (auth: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: auth })).json().data;
    const dispatcherStats = await stats(dispatcher.auth);
    expect(dispatcherStats.payments).toBeNull();
    expect(dispatcherStats.stats.total).toBeGreaterThan(0);
    expect(dispatcherStats.stats.paymentsInr).toBeNull();
    const ownerStats = await stats(owner.auth);
    expect(ownerStats.payments).toEqual(
      expect.objectContaining({ paidPaise: expect.any(Number), duePaise: expect.any(Number) }),
    );
    expect(ownerStats.stats.paymentsInr).toBeGreaterThan(0);
    // The booking is the organisation's: the owner sees it.
    const ownerList = await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: owner.auth });
    expect(ownerList.json().data.deliveries.map((d: { deliveryId: string }) => d.deliveryId)).toContain(
      dispatcherBooking.deliveryId,
    );

    // The owner sees the team and who did what.
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: owner.auth });
    expect(
      team
        .json()
        .data.members.map((m: { role: string }) => m.role)
        .sort(),
    ).toEqual(['accountant', 'dispatcher', 'owner']);
    const history = await t.app.inject({ method: 'GET', url: '/api/team/history', headers: owner.auth });
    expect(history.json().data.actions).toContainEqual(
      expect.objectContaining({
        action: 'delivery.booked',
        subject: dispatcherBooking.deliveryId,
        actorName: 'Kavita Sharma',
        actorUserId: dispatcher.user.id,
      }),
    );

    // The owner removes the dispatcher: the open session ends at once, and the sign-in cannot be renewed.
    const before = await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: dispatcher.auth });
    expect(before.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${dispatcher.user.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: dispatcher.auth });
    expect(after.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: dispatcher.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // What they did stays in the history under the name they had; their booking stays the organisation's.
    const kept = await t.app.inject({ method: 'GET', url: '/api/team/history', headers: owner.auth });
    expect(kept.json().data.actions).toContainEqual(
      expect.objectContaining({
        subject: dispatcherBooking.deliveryId,
        actorName: 'Kavita Sharma',
        actorUserId: null,
      }),
    );
    // The owner cannot be removed.
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${owner.id}`,
      headers: owner.auth,
    });
    expect(self.statusCode).toBe(400);
  });
});
