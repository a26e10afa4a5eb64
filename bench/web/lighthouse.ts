// Web bench: mobile Lighthouse (default settings: Moto G Power emulation, simulated slow 4G and 4x CPU
// throttling) on the public pages, against the real server serving the built app.
// Run after `npm run build`: npm run bench:lighthouse
//
// Builds nothing: it serves apps/web/dist as it is. The server runs on a free loopback port with the embedded
// database in a throw-away folder. Chromium is the one the browser tests use (/usr/bin/chromium when present,
// otherwise the binary inside the npm package @sparticuz/chromium); nothing is downloaded.
// Tuning: BENCH_RUNS (Lighthouse runs per page, default 3; the run with the median performance score is shown),
// BENCH_PAGES (comma-separated paths), BENCH_REPORT_DIR (writes each shown run's full JSON report there).
// Goal: performance 95 or more on every page. Exits 1 when a page is under it.

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { BENCH_OPERATOR_ENV, freePort, waitForHealth } from '../support/scratch';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PAGES = (process.env.BENCH_PAGES ?? '/,/features,/about,/contact,/signin').split(',');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

async function chromiumPath(): Promise<string> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
      ...BENCH_OPERATOR_ENV,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '–';
const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;

/** The audits that cost the most, as Lighthouse ranks them: what to work on next. */
function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric')
    .filter((a) => !Object.values(METRICS).includes(a.id as (typeof METRICS)[keyof typeof METRICS]))
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('apps/web/dist is missing: run `npm run build` first');
    process.exit(2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let isBelowGoal = false;
  try {
    await waitForHealth(base, server);
    chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: FLAGS });
    const rows: Record<string, string>[] = [];
    const notes: string[] = [];
    for (const page of PAGES) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
      }
      runs.sort((a, b) => performance(a) - performance(b));
      const lhr = runs[Math.floor((runs.length - 1) / 2)]!;
      if (REPORT_DIR) {
        fs.mkdirSync(REPORT_DIR, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      if (performance(lhr) * 100 < GOAL) isBelowGoal = true;
      rows.push({
        page,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])),
        ...Object.fromEntries(Object.entries(METRICS).map(([label, id]) => [label, metric(lhr, id)])),
        'perf of all runs': runs.map((r) => Math.round(performance(r) * 100)).join(' '),
      });
      const todo = opportunities(lhr);
      if (todo.length > 0) notes.push(`${page}: ${todo.join('; ')}`);
    }
    const cpu = os.cpus();
    console.log(
      `\nmobile Lighthouse ${runs(RUNS)} per page (median by performance), ${cpu.length} CPUs ${cpu[0]?.model ?? ''}`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.table(rows);
    if (notes.length > 0) console.log(`\nLighthouse's open items:\n${notes.join('\n')}`);
    console.log(`\nGoal: performance ${GOAL} or more on every page: ${isBelowGoal ? 'NOT met' : 'met'}`);
  } finally {
    chrome?.kill();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (isBelowGoal) process.exitCode = 1;
}

const runs = (n: number) => (n === 1 ? '1 run' : `${n} runs`);

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
