/*
 * The browser suite shares ONE server and ONE browser, started once per run by e2e/support/global-setup.ts.
 * A new e2e file uses them like this (its tests run in parallel with other files, so it makes its own users
 * through registerViaApi/newUser and its own browser contexts, and asserts nothing about other users' data):
 *
 *   import { sharedBrowser, sharedServer } from './support/shared';
 *   let server: RunningServer;
 *   let browser: Browser;
 *   beforeAll(async () => {
 *     [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
 *   });
 *   afterAll(async () => {
 *     await browser?.close(); // closes this file's contexts and its connection, not the shared browser
 *     await server?.stop(); // does nothing: the run's teardown stops the shared server
 *   });
 *
 * A file that needs other server settings (no demo fleet, another dispatch policy) or asserts on whole-server
 * state keeps its own `startServer({ ...env })` from ./server and still uses `sharedBrowser()`.
 * The shared browser is a remote connection: read a download with `downloadedFile(download)` from ./browser
 * (`download.path()` throws there).
 * Every context made from these browsers gets test timings (no 2 s start-up screen, 1 s public tracking poll, no
 * 3 s wait before the wizard's analysis: ./timings.ts); `specTimingsContext(browser)` makes one with the spec's
 * timings.
 */
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from './browser';
import type { E2eOperator } from './operators';
import type { RunningServer } from './server';
import { withFastTimings } from './timings';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: { baseUrl: string; dataDir: string; operators: E2eOperator[] };
    e2eBrowserEndpoint: string;
  }
}

function provided<K extends 'e2eServer' | 'e2eBrowserEndpoint'>(key: K) {
  const value = inject(key);
  if (!value)
    throw new Error(`${key} is missing: e2e files run in the vitest "e2e" project (its global setup)`);
  return value;
}

/** The run's shared server. Its `stop()` does nothing; the global teardown stops it. */
export async function sharedServer(): Promise<RunningServer> {
  const { baseUrl, dataDir, operators } = provided('e2eServer');
  return { baseUrl, dataDir, operators, stop: async () => {} };
}

/** A connection of this file's own to the run's browser, with test timings in every new context. */
export async function sharedBrowser(): Promise<Browser> {
  return withFastTimings(await connectBrowser(provided('e2eBrowserEndpoint')));
}
