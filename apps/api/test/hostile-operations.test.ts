/*
 * The hostile-input run belongs to the suite (issue 30): every operation of the API document, called with each
 * role (shipper, partner, a signed-in operator) and with no token, with each mutation of
 * hostile-operations.ts (1 MB bodies, 100 KB strings, JSON nested 10,000 deep, NUL, lone surrogates and RTL
 * overrides, 1e308 and NaN, year-275760 dates, wrong types, broken multipart). Any 5xx fails. The property-based
 * run over write routes' schemas is hostile-bodies.test.ts; /api/health latency during such a run is measured by
 * bench/hardening/hostile-health.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, EVERY_DB_KIND, signInAsOperator, signUp, type TestApp } from './helper';
import { hostileRequests, type HostileRequest } from './hostile-operations';
import { signUpPartner } from './partner-support';
import { apiDocOf, operationsOf } from './request-schemas';

/**
 * Callers without a sign-in of their own (no token, the operator outside /ops routes) are refused at the
 * door; what can still hurt there is reading the request, so they get the mutations of the request's shape and
 * size, and one plain call. The shipper and the partner get every mutation. Keeps the run short on both databases.
 */
const AT_THE_DOOR = new Set(['1 MB body', 'JSON nested 10,000 deep', 'broken multipart', '100 KB strings']);
const fullRun = (role: string, r: HostileRequest) =>
  role === 'shipper' || role === 'partner' || (role === 'ops' && r.operation.url.includes('/ops/'));

/** Sign-out and closing the account go last: they may end the caller's sign-in for the requests after them. */
const endsSignIn = (r: HostileRequest) => /\/auth\/logout|\/users\/me$/.test(r.operation.url);

describe.each(EVERY_DB_KIND)('hostile requests to every operation on %s', (kind) => {
  let t: TestApp;
  let roles: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PAYMENT_PROVIDER: 'gateway',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      AI_RATE_LIMIT_PER_IP: '1000000',
    });
    roles = {
      'no token': {},
      shipper: (await signUp(t.app)).auth,
      partner: (await signUpPartner(t.app)).auth,
      ops: (await signInAsOperator(t.app)).auth,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every operation, role and mutation without a 5xx', async () => {
    const doc = apiDocOf(t.app);
    const operations = operationsOf(doc);
    // A broken reader would find nothing and pass everything.
    expect(operations.length).toBeGreaterThan(120);
    const requests = hostileRequests(doc).sort((a, b) => Number(endsSignIn(a)) - Number(endsSignIn(b)));
    const covered = new Set(requests.map((r) => `${r.method} ${r.operation.url}`));
    expect(covered.size).toBe(operations.length);
    // The first request of each operation (its first mutation) is also the door-refused roles' plain call.
    const firstOf = new Set<HostileRequest>();
    const seen = new Set<string>();
    for (const r of requests) {
      const key = `${r.method} ${r.operation.url}`;
      if (!seen.has(key)) firstOf.add(r);
      seen.add(key);
    }
    const plainFor = (r: HostileRequest) => firstOf.has(r);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      for (const [role, auth] of Object.entries(roles)) {
        // The partner's own live stream would stay open for as long as its sign-in: its refusals are covered.
        if (request.operation.isStream && role === 'partner' && !request.operation.url.includes(':'))
          continue;
        if (!fullRun(role, request) && !AT_THE_DOOR.has(request.mutation) && !plainFor(request)) continue;
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...auth, ...request.headers },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) {
          failures.push(
            `${role} ${request.method} ${request.operation.url} [${request.mutation}] -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // The run reached past the front door: refusals of the input itself, not only of the caller.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
