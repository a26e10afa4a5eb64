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

  it("declares each route's error statuses with the failure envelope (issue 36)", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, Operation & { parameters?: unknown[] }>>;
    const statusesOf = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {});
    // A signed-in route with a path parameter: refused input, no sign-in, a role that may not, no such record.
    expect(statusesOf('/api/deliveries/{id}', 'get')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    // A public route with a body: refused input only, no sign-in statuses.
    expect(statusesOf('/api/auth/login', 'post')).toContain('400');
    expect(statusesOf('/api/auth/login', 'post')).not.toContain('401');
    // A declared 409 keeps its own schema (the fresh quote).
    expect(JSON.stringify(paths['/api/deliveries/']?.post?.responses?.['409'])).toContain('quote');
    let errors = 0;
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const failures = Object.entries(op.responses ?? {}).filter(([status]) => /^4\d\d$/.test(status));
        errors += failures.length;
        if ((op.parameters?.length ?? 0) > 0 && !failures.some(([status]) => status === '400'))
          undeclared.push(`${method.toUpperCase()} ${path}`);
        for (const [, r] of failures)
          expect(JSON.stringify(r.content?.['application/json']?.schema)).toContain('"success"');
      }
    }
    expect(undeclared).toEqual([]);
    expect(errors).toBeGreaterThan(300);
  });

  it('bounds every string of every answer, success and failure (issue 36)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const unbounded = new Set<string>();
    let strings = 0;
    /** A string is bounded by a maxLength, or by being one of listed values; a file body is not a JSON string. */
    const walk = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach((s, i) => walk(s, `${where}[${i}]`));
      const s = schema as Record<string, unknown>;
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (types.includes('string') && s.format !== 'binary') {
        strings += 1;
        if (s.maxLength === undefined && s.enum === undefined && s.const === undefined) unbounded.add(where);
      }
      for (const [key, value] of Object.entries(s)) walk(value, `${where}.${key}`);
    };
    const paths = doc.paths as Record<string, Record<string, Operation>>;
    for (const [path, methods] of Object.entries(paths))
      for (const [method, op] of Object.entries(methods))
        for (const [status, response] of Object.entries(op.responses ?? {}))
          walk(response.content, `${method.toUpperCase()} ${path} ${status}`);
    walk(doc.components, 'components');
    expect(strings).toBeGreaterThan(1000);
    expect([...unbounded]).toEqual([]);
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
