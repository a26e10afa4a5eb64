// Entry file of a planning worker thread (pool.ts). Plain JavaScript so that it loads in any runtime the API runs
// in (`node --import tsx`, vitest's forks, tsx's CLI): it imports the TypeScript task module through tsx's scoped
// loader, which works whether or not the thread inherited a TypeScript loader from its parent.
import { tsImport } from 'tsx/esm/api';

const tasks = tsImport('./tasks.ts', import.meta.url);

export default async function run(task) {
  const module = await tasks;
  return module.default(task);
}
