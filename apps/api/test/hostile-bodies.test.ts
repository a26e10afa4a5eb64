/*
 * No 5xx from input (issue 20): for every write route the app registers, fast-check generates hostile bodies
 * and path parameters from the route's own declared schema and sends them as a signed-in user. Any 5xx fails.
 * Routes are read from the app's API document, so a new write route is covered without touching this file.
 */
import fc from 'fast-check';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, EVERY_DB_KIND, signUp, type TestApp, type TestUser } from './helper';
import { hostileBody, hostileParam } from './hostile-bodies';
import { requestSchemasOf } from './request-schemas';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Runs per route: about 40 routes x this, well under a minute per database. */
const RUNS_PER_ROUTE = 30;
/** Fixed so a failure can be replayed; fast-check prints the counterexample. */
const SEED = 20_2026;

const tomorrow = istDateString(new Date(Date.now() + MS_PER_DAY));
/** Valid bodies of the routes that store things; the generator mutates them one or two fields at a time. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/deliveries/': {
    pickupAddress: 'Okhla Phase 2, New Delhi',
    deliveryAddress: 'Sector 18, Noida',
    customerName: 'Ravi Kumar',
    customerPhone: '9876543210',
    packageType: 'Documents',
    weight: 5,
    deliveryDate: tomorrow,
    deliveryTime: '15-18',
  },
  'POST /api/shared-trucks/': {
    companyName: 'Sharma Transport',
    truckType: 'Tata 407',
    capacity: 2,
    pickupLocation: 'Okhla Phase 2, New Delhi',
    deliveryLocation: 'Sector 18, Noida',
    departureDate: tomorrow,
    departureTime: '15-18',
    costPerKm: 20,
    contactPerson: 'Ravi Sharma',
    contactPhone: '9876543210',
  },
  'POST /api/micro-warehouses/': {
    name: 'Okhla Depot',
    location: 'Okhla',
    address: 'Plot 12, Okhla Phase 2, New Delhi',
    pincode: '110020',
    type: 'Standard',
    operatorName: 'Ravi Sharma',
    openingHours: '9 am to 9 pm',
    capacity: '1000 sq ft',
    lastMile: 'South Delhi',
    totalSpace: 1000,
    pricePerDay: 10,
    pricePerMonth: 200,
  },
  'POST /api/contact/': {
    name: 'Ravi',
    email: 'ravi@example.in',
    subject: 'general',
    message: 'Hello there',
  },
  'PUT /api/users/profile': { name: 'Ravi Kumar', businessName: 'Kumar Traders' },
  'POST /api/shared-trucks/search': {
    pickup: 'Okhla Phase 2, New Delhi',
    drop: 'Sector 18, Noida',
    weightKg: 100,
  },
  'POST /ai/route/optimize': { origin: { lat: 28.53, lon: 77.27 }, destination: { lat: 28.57, lon: 77.32 } },
};

describe.each(EVERY_DB_KIND)('hostile bodies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('no write route answers 5xx to anything', async () => {
    const schemas = requestSchemasOf(t.app);
    const routes = [
      ...new Set(schemas.filter((s) => WRITE_METHODS.has(s.method)).map((s) => `${s.method} ${s.url}`)),
    ];
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      const body = schemas.find((s) => `${s.method} ${s.url}` === route && s.part === 'body')?.schema;
      // Each route gets its own user: a hostile request may sign its user out (logout) or change its password.
      let user: TestUser | undefined;
      await fc
        .assert(
          fc.asyncProperty(
            body ? hostileBody(body, EXAMPLES[route]) : fc.constant(undefined),
            fc.array(hostileParam, { minLength: 4, maxLength: 4 }),
            async (payload, params) => {
              user ??= await signUp(t.app);
              let i = 0;
              const path = url.replace(/:[A-Za-z]+/g, () => params[i++] ?? 'x');
              const res = await t.app.inject({
                method: method as 'POST',
                url: path,
                headers: user.auth,
                ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
                ...(payload === undefined
                  ? {}
                  : { headers: { ...user.auth, 'content-type': 'application/json' } }),
              });
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              if (res.statusCode >= 500) {
                failures.push(
                  `${route} -> ${res.statusCode} ${res.body.slice(0, 200)} for ${JSON.stringify(payload)?.slice(0, 300)}`,
                );
              }
              return res.statusCode < 500;
            },
          ),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
