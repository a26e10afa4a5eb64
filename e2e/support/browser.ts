import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer, type Download } from 'playwright-core';
import { withFastTimings } from './timings';

/** Debian's full Chromium (apt-get install chromium): preferred, and the one that can show notifications. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Real Chromium, never downloaded at run time: the system build when present, otherwise the binary shipped
 * inside the npm package @sparticuz/chromium (unpacked on first use).
 */
async function executablePath(): Promise<string> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

/** A browser of this process's own (the old one-browser-per-file pattern; prefer `sharedBrowser()`). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: await executablePath(),
    args: FLAGS,
    headless: true,
  });
  return withFastTimings(browser);
}

/** One browser for the whole run, which every test file's worker connects to (e2e/support/global-setup.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: await executablePath(), args: FLAGS, headless: true });
}

/** Connects to the run's browser; closing the connection closes this file's contexts, not the browser. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * Where a download was saved. `download.path()` works only for a browser launched by this process; with the
 * shared browser (a remote connection) the file is streamed here instead.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-download-'));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
