import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Real Chromium, never downloaded at run time: the system build when present, otherwise the binary shipped
 * inside the npm package @sparticuz/chromium (unpacked on first use).
 */
export async function launchBrowser(): Promise<Browser> {
  let executablePath = SYSTEM_CHROMIUM;
  if (!fs.existsSync(SYSTEM_CHROMIUM)) {
    const sparticuz = (await import('@sparticuz/chromium')).default;
    executablePath = await sparticuz.executablePath();
  }
  return chromium.launch({ executablePath, args: FLAGS, headless: true });
}
