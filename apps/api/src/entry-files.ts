/*
 * Where the API's files are, whether it runs from its TypeScript sources (tsx: `npm run dev`, the tests, the ops
 * scripts) or from the bundles `npm run build` writes to apps/api/dist (build.ts; `npm start`). Both folders sit
 * directly in apps/api, so a path from here holds in both; an entry started as a thread or a child process is the
 * bundle's own file when running bundled, else its source.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** apps/api. This module is src/entry-files.ts, or part of a bundle in dist/: one folder below it either way. */
export const API_DIR = path.resolve(import.meta.dirname, '..');

/** apps/api/dist: where build.ts writes the bundles. */
export const DIST_DIR = path.join(API_DIR, 'dist');

/** True inside a bundle of apps/api/dist. */
const IS_BUNDLE = path.basename(import.meta.dirname) === 'dist';

/** The entries build.ts bundles, by name: each one's source under src/. */
export const ENTRY_SOURCES = {
  server: 'server.ts',
  supervisor: 'supervisor.ts',
  'create-operator': 'ops/create-operator.ts',
  'render-worker': 'modules/documents/render-worker.ts',
  'planning-worker': 'lib/planning-workers/thread.ts',
} as const;

export type EntryName = keyof typeof ENTRY_SOURCES;

/** An entry's bundle: dist/NAME.mjs (an absolute path). */
export const bundleFile = (name: EntryName) => path.join(DIST_DIR, `${name}.mjs`);

/**
 * The file to start for an entry: dist/NAME.mjs when running bundled, else its source. The planning worker's
 * source is reached through worker.mjs, which loads TypeScript in a thread that may have no loader of its own.
 */
export function entryFile(name: EntryName): URL {
  if (IS_BUNDLE) return pathToFileURL(bundleFile(name));
  const source = name === 'planning-worker' ? 'lib/planning-workers/worker.mjs' : ENTRY_SOURCES[name];
  return pathToFileURL(path.join(API_DIR, 'src', source));
}
