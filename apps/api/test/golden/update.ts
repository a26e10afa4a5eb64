/* Rewrites the golden set's expected outputs (see cases.ts). Run after a deliberate change; read the diff. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { GOLDEN_DIR, goldenFile, renderGoldenSet } from './cases';

mkdirSync(GOLDEN_DIR, { recursive: true });
const outputs = await renderGoldenSet();
for (const o of outputs) writeFileSync(goldenFile(o), `${o.text}\n`);
console.log(`wrote ${outputs.length} expected outputs`);
