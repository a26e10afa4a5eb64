// A planning worker thread's entry when the API runs from its sources (entry-files.ts; a bundle starts
// dist/planning-worker.mjs instead). Plain JavaScript so that it loads in any runtime the API runs in
// (`node --import tsx`, vitest's forks, tsx's CLI): it imports the TypeScript entry through tsx's scoped loader,
// which works whether or not the thread inherited a TypeScript loader from its parent.
import { tsImport } from 'tsx/esm/api';

const thread = tsImport('./thread.ts', import.meta.url);

export default async function run(task) {
  const module = await thread;
  return module.default(task);
}
