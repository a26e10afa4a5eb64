/*
 * The API's bundles (build.ts) for the tests that start it as a process, as `npm start` does: the supervisor's
 * test and the browser tests. Each project's global setup builds them on every run (a second or two, less than a
 * digest of the inputs would be worth); two setups building at once is safe (build.ts).
 */
import type { EntryName } from '../src/entry-files';

export { buildApi } from '../build';

/** An entry's bundle, as a path from the repository's root. */
export const apiBundle = (name: EntryName) => `apps/api/dist/${name}.mjs`;
