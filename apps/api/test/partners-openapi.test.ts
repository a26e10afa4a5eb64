import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

describe('OpenAPI covers the partner calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every partner and shipper-side partner path in /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/partners/register',
      '/api/partners/me',
      '/api/partners/settings',
      '/api/partners/vehicles',
      '/api/partners/vehicles/{id}',
      '/api/partners/vehicles/{id}/driver',
      '/api/partners/vehicles/{id}/availability',
      '/api/partners/vehicles/{id}/documents',
      '/api/partners/drivers',
      '/api/partners/drivers/{id}/documents',
      '/api/partners/documents/{id}/file',
      '/api/partners/offers',
      '/api/partners/offers/{id}/accept',
      '/api/partners/offers/{id}/decline',
      '/api/partners/stream',
      '/api/partners/position',
      '/api/partners/jobs',
      '/api/partners/jobs/{id}/status',
      '/api/partners/jobs/{id}/proof',
      '/api/partners/jobs/{id}/exception',
      '/api/partners/jobs/{id}/rating',
      '/api/partners/earnings',
      '/api/partners/earnings.csv',
      '/api/deliveries/{id}/partner',
      '/api/deliveries/{id}/proof.pdf',
      '/api/deliveries/{id}/rating',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
