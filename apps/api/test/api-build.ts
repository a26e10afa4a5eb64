/*
 * The API's bundles (build.ts) for the tests that start it as a process, as `npm start` does: the supervisor's
 * test and the browser tests. The api and e2e projects' global setups each build them (a second or two, less than
 * a digest of the inputs would be worth; each setup has its own copy of the modules, so neither can see the other's
 * build); build.ts renames each file into place, so no process ever starts from half a file.
 */
export { buildApi } from '../build';

/** An entry's bundle (an absolute path): entry-files.ts's, where build.ts writes it. */
export { bundleFile as apiBundle } from '../src/entry-files';
