import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace. Domain rules run twice, under two server time zones, because every
// rule must answer in India Standard Time whatever the machine's zone is.
//
// The domain and package tests run with `isolate: false` (one module graph per worker, not one per file): they
// test pure functions and stub no global, timer or environment variable, and a fresh graph per file cost about
// 0.7 s of CPU each, which on this 2-core machine was most of their time (domain: 32 s of CPU down to 11 s;
// packages: 27 s down to 10 s). The api, web and browser projects do the same (their comments say why it is safe).
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, so the browser files (which mostly wait on the server
    // and the browser, other processes) ran one after another with a core idle. Three keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain-utc',
          include: ['packages/domain/src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
      {
        test: {
          name: 'domain-new-york',
          include: ['packages/domain/src/**/*.test.ts'],
          env: { TZ: 'America/New_York' },
          isolate: false,
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/{geo,pooling,dispatch,assistant}/{src,test}/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/{src,test}/**/*.test.ts'],
          // Migrates one PGlite and one PostgreSQL database per run; createTestApp copies them.
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each worker imports the app's modules once, not once per file: importing Fastify, Drizzle and every
          // module cost about 3 s of CPU per file, half of the project's CPU time. Every file still builds its own
          // apps on its own databases (createTestApp), so what a file asserts does not depend on another file.
          isolate: false,
        },
      },
      {
        // The web's '@/' import alias, as in apps/web/vite.config.ts.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom per worker instead of per file: a third of the CPU time. The setup file resets the DOM,
          // storage, timers and stubbed globals after every test, and each render makes its own query client.
          isolate: false,
          // A journey through the whole wizard in jsdom takes a few seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Builds the web app when its sources changed, then starts the one server and the one browser every
          // file shares (e2e/support/shared.ts); files run in parallel, each with its own users and contexts.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits on the page's own requests; with every file sharing one server on a busy 2-core machine
          // a catalogue took over the default 1 s to arrive (warehouses.test.ts failed a CI run).
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
          // Each worker imports playwright-core and the support modules once, not once per file. The files share
          // no module state: each makes its own users, contexts and browser connection (support/shared.ts).
          isolate: false,
        },
      },
    ],
  },
});
