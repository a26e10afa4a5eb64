import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { operatorsTemplate } from './operators';
import { SHARED_SERVER_ENV, startServer } from './server';
import { buildApi } from '../../apps/api/test/api-build';
import { ensureWebBuild } from './web-build';

/**
 * Runs once per `vitest run` for the e2e project: builds the web app if its sources changed and the API's bundles,
 * makes the migrated database templates servers start from (with and without operators), then starts the one
 * server and the one browser every e2e file shares (see e2e/support/shared.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The shared server needs both builds and the database templates (the migrated database, and a copy with
  // operators in it, that every test server starts as); the browser needs none of them, so it starts meanwhile.
  const serverStarted = Promise.all([ensureWebBuild(), buildApi().then(operatorsTemplate)]).then(() =>
    // One operator for the files that act as one on the shared server (billing confirms a UTR).
    startServer(SHARED_SERVER_ENV, { operators: 1 }),
  );
  const [server, browserServer] = await Promise.allSettled([serverStarted, launchBrowserServer()]).then(
    async (started) => {
      const [s, b] = started;
      if (s.status === 'fulfilled' && b.status === 'fulfilled') return [s.value, b.value] as const;
      if (s.status === 'fulfilled') await s.value.stop();
      if (b.status === 'fulfilled') await b.value.close();
      throw s.status === 'rejected' ? s.reason : (b as PromiseRejectedResult).reason;
    },
  );
  project.provide('e2eServer', {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    operators: server.operators ?? [],
  });
  project.provide('e2eBrowserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
