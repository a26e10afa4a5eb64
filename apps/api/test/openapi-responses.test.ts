import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** Every call's success answer is described in /api/docs (issue 19: each contract once, declared on the route). */
describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('declares a response schema for the success status of every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations += 1;
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        const described = success.some(
          ([, r]) => r.content && Object.values(r.content).some((c) => c.schema),
        );
        if (!described) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('documents the body of POST /api/deliveries', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = JSON.stringify(
      doc.paths['/api/deliveries/'].post.requestBody.content['application/json'].schema,
    );
    for (const field of ['packageType', 'mode', 'customerEmail', 'poolingPreferences'])
      expect(body).toContain(field);
  });
});
