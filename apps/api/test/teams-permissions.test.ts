/*
 * Issue 37: the permissions table is what the API does. Every route's declared access is read from the route
 * list; each route with an action is called over HTTP by a member of every role of its kind, and answers
 * 'not allowed' exactly where the table says so.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionKind,
  can,
  isAction,
  PARTNER_MEMBER_ROLES,
  SHIPPER_MEMBER_ROLES,
  TEAM_MESSAGES,
  type MemberRole,
} from '@logisaathi/domain';
import { ROUTE_ACCESS } from '../src/plugins/route-access';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { signUpPartner } from './partner-support';
import { addTestMember } from './team-support';

const PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  month: '2026-10',
  n: '1',
  kind: 'gst_certificate',
  deliveryId: 'LS0000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  token: 'x'.repeat(30),
  code: 'LS0000000000',
  orderId: 'order_x',
};

describe.each(DB_KINDS)('the permissions table over HTTP on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const members = new Map<MemberRole, TestUser>();
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const shipper = await signUp(t.app);
    const partner = await signUpPartner(t.app);
    members.set('owner', shipper);
    members.set('fleet_owner', partner);
    for (const role of SHIPPER_MEMBER_ROLES.filter((r) => r !== 'owner'))
      members.set(role, await addTestMember(t, shipper, role));
    members.set('driver', await addTestMember(t, partner, 'driver'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('declares the access of every route, and only of routes that exist', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // Hidden from the document: development pages (the fake gateway's checkout, the fake channels' messages).
    const hidden = ['POST /api/billing/fake-gateway/orders/:orderId/pay', 'GET /api/dev/fake-messages'];
    expect([...documented, ...hidden].sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('answers every route x role cell as the table says', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      if (!isAction(access)) continue;
      const [method, path] = key.split(' ') as [string, string];
      // A development page this configuration does not serve (the fake gateway's checkout) has no cells.
      if (!t.app.hasRoute({ method: method as 'GET', url: path })) continue;
      const url = path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'x');
      const scope = actionKind(access);
      const roles =
        scope === 'shipper'
          ? SHIPPER_MEMBER_ROLES
          : scope === 'partner'
            ? PARTNER_MEMBER_ROLES
            : [...SHIPPER_MEMBER_ROLES, ...PARTNER_MEMBER_ROLES];
      for (const role of roles) {
        cells += 1;
        const member = members.get(role)!;
        const abort = new AbortController();
        const res = await fetch(`${base}${url}`, {
          method,
          headers: {
            ...member.auth,
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
          signal: abort.signal,
        });
        // An event stream answers with its headers and stays open: its status is the answer.
        const isStream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
        const text = isStream ? '' : await res.text();
        abort.abort();
        const refused = res.status === 403 && text.includes(TEAM_MESSAGES.notAllowed);
        if (refused === can(role, access)) {
          wrong.push(`${key} as ${role}: ${res.status} ${text.slice(0, 120)}`);
        }
      }
    }
    expect(cells).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 240_000);
});
