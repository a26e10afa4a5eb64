/*
 * Limits by construction (issue 20): every string, number and date a route accepts must carry a bound in the
 * schema the route declares. The routes are read from the OpenAPI document the app builds from its own route
 * table, so a route added later is checked without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { requestSchemasOf, unboundedLeaves } from './request-schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite');
});
afterAll(async () => {
  await t.close();
});

describe('request schema bounds', () => {
  it('finds the routes that take input', () => {
    const routes = requestSchemasOf(t.app);
    // A broken reader would find nothing and pass everything below.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/shared-trucks/');
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/deliveries/');
  });

  it('every string has a maximum length, every number a range, every date a window', () => {
    const problems = requestSchemasOf(t.app).flatMap((route) =>
      unboundedLeaves(route.schema, route.part).map((p) => `${route.method} ${route.url} ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('reports an unbounded string, number and date', () => {
    expect(
      unboundedLeaves(
        {
          type: 'object',
          properties: {
            name: { type: 'string' },
            size: { type: 'number', minimum: 0 },
            pickupDate: { type: 'string', maxLength: 10 },
            ok: { type: 'string', maxLength: 3 },
            day: { type: 'string', maxLength: 10, format: 'date', 'x-date-window-days': [-1, 366] },
          },
        },
        'body',
      ),
    ).toEqual([
      'body.name: string without maxLength',
      'body.size: number without maximum',
      'body.pickupDate: date without window',
    ]);
  });
});
