/*
 * Issue 37, data rights: a member's own personal data is erased on its own, leaving the organisation's records;
 * closing the owner's account closes the organisation, its members' sign-ins and personal data with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp } from './helper';
import { addTestMember } from './team-support';
import { createDelivery } from './tracking-support';

describe.each(DB_KINDS)('teams and data rights on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it("erases a member's own data alone, and the whole team with the owner's account", async () => {
    const owner = await signUp(t.app);
    const booked = await createDelivery(t.app, owner);
    const accountant = await addTestMember(t, owner, 'accountant');
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: accountant.auth,
      payload: { password: accountant.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: accountant.auth })).statusCode,
    ).toBe(401);
    expect((await signIn(accountant.email, accountant.password)).statusCode).toBe(401);
    // The organisation's records and its owner are untouched.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/${booked._id}`,
      headers: owner.auth,
    });
    expect(mine.statusCode).toBe(200);
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: owner.auth });
    expect(team.json().data.members).toHaveLength(1);

    const other = await signUp(t.app);
    const dispatcher = await addTestMember(t, other, 'dispatcher');
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: other.auth,
      payload: { password: other.password },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: dispatcher.auth })).statusCode,
    ).toBe(401);
    expect((await signIn(dispatcher.email, dispatcher.password)).statusCode).toBe(401);
  });
});
