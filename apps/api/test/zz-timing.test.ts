import { it } from 'vitest';
import { createTestApp } from './helper';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { makeTestConfig } from './test-config';

it('times', async () => {
  for (const kind of ['pglite', 'postgres', 'pglite', 'postgres', 'pglite', 'postgres'] as const) {
    const t0 = performance.now(); const c0 = process.cpuUsage();
    const t = await createTestApp(kind);
    const t1 = performance.now(); const c1 = process.cpuUsage(c0);
    await t.close();
    const t2 = performance.now();
    console.log(kind, 'create', Math.round(t1 - t0), 'ms wall', Math.round((c1.user + c1.system) / 1000), 'ms cpu; close', Math.round(t2 - t1));
  }
  // split: database vs app
  for (let i = 0; i < 2; i++) {
    const config = makeTestConfig({});
    const t = await createTestApp('pglite'); 
    const a0 = performance.now();
    const app = await buildApp(t.config, { database: t.database }); await app.ready();
    console.log('buildApp+ready alone', Math.round(performance.now() - a0));
    await app.close(); await t.close(); void config; void openDatabase;
  }
}, 120000);
