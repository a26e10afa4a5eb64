/*
 * The API's bundles (build.ts) for the tests that start it as a process, as `npm start` does: the supervisor's
 * test and the browser tests. Each project's global setup builds them on every run (a second or two, less than a
 * digest of the inputs would be worth); two setups building at once is safe (build.ts).
 */
export { buildApi } from '../build';

/** An entry's bundle (src/entry-files.ts names them), as a path from the repository's root. */
export const apiBundle = (name: 'server' | 'supervisor' | 'create-operator') => `apps/api/dist/${name}.mjs`;
