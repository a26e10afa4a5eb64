// Entry file of a planning worker thread (pool.ts). Plain JavaScript so that it loads in any runtime the API runs
// in (`node --import tsx`, vitest's forks, tsx's CLI): it imports the TypeScript task module through tsx's scoped
// loader, which works whether or not the thread inherited a TypeScript loader from its parent.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

// On Linux a thread has its own nice value: this one yields to the event loop's thread when the cores are busy,
// so requests stay fast while a long solve runs. Elsewhere (no /proc/thread-self) the thread keeps the default.
try {
  setPriority(Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]), 10);
} catch {
  // not Linux, or not permitted: same priority as the event loop
}

const tasks = tsImport('./tasks.ts', import.meta.url);

export default async function run(task) {
  const module = await tasks;
  return module.default(task);
}
