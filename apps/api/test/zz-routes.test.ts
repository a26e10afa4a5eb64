import fs from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './helper';
it('lists', async () => {
  const t = await createTestApp('pglite');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const out: string[] = [];
  for (const [p, ms] of Object.entries(doc.paths as Record<string, Record<string, {tags?: string[]; security?: unknown}>>))
    for (const [m, op] of Object.entries(ms)) out.push(`${m.toUpperCase()} ${p} ${op.tags?.join(',') ?? ''}`);
  fs.writeFileSync('/tmp/h6/routes.txt', out.join('\n'));
  await t.close();
}, 60000);
