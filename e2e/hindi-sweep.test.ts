/*
 * Issue 17's promise, checked page by page in Chromium: a reader who picks हिंदी meets no English sentence
 * (names, addresses, e-mail addresses and codes aside) and axe finds no violation, on every public, shipper and
 * partner page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import type { RunningServer } from './support/server';
import { registerViaApi, signedInContext, type Session } from './support/session';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser } from './support/users';

const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/features',
  '/about',
  '/contact',
  '/privacy',
  '/signin',
  '/signup',
  '/signup/partner',
  // A tracking link and a driver link that lead nowhere: their pages still speak Hindi.
  '/track/LS-NOPE-0000',
  '/driver/no-such-link',
];
const SHIPPER_PAGES = [
  '/dashboard',
  '/add-delivery',
  '/shared-trucks',
  '/micro-warehouse',
  '/places',
  '/alerts',
  '/billing',
  '/profile',
];
const PARTNER_PAGES = [
  '/partner',
  '/partner/jobs',
  '/partner/day-plan',
  '/partner/vehicles',
  '/partner/vehicles/new',
  '/partner/drivers',
  '/partner/earnings',
  '/partner/alerts',
  '/partner/pool',
  '/partner/account',
];

/** Two English words in a row, the second in lower case: a phrase someone forgot to translate. */
const ENGLISH_RUN = /\b[A-Za-z][a-z]+ [a-z]{3,}\b/g;

/** The visible text of the page with what is the user's own (name, e-mail, company) taken out. */
async function englishRuns(page: Page, own: string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const value of own) text = text.split(value).join(' ');
  return [...text.matchAll(ENGLISH_RUN)].map((m) => m[0]);
}

async function settle(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  await page.getByRole('group', { name: 'भाषा' }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('every page in Hindi', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function sweep(page: Page, pages: string[], own: string[]) {
    const found: Record<string, { english: string[]; axe: string[] }> = {};
    for (const path of pages) {
      await settle(page, `${server.baseUrl}${path}`);
      const english = await englishRuns(page, own);
      const axe = await axeViolations(page, { within: 'document' });
      if (english.length > 0 || axe.length > 0) found[path] = { english, axe };
    }
    expect(found).toEqual({});
  }

  it('public pages', async () => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    await sweep(await context.newPage(), PUBLIC_PAGES, []);
    await context.close();
  });

  it('a business’s pages', async () => {
    const session = await registerViaApi(server.baseUrl, 'Suman', 'Suman Traders');
    const context = await signedInContext(browser, session);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await sweep(await context.newPage(), SHIPPER_PAGES, [
      session.user.name,
      session.user.email,
      'Suman Traders',
    ]);
    await context.close();
  });

  it('a truck partner’s pages', async () => {
    const who = newUser('Balwinder');
    const res = await fetch(`${server.baseUrl}/api/partners/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...who, lastName: 'Singh', phone: '9811122255', kind: 'owner_driver' }),
    });
    expect(res.status).toBe(201);
    const session = (await res.json()) as Session;
    const context = await signedInContext(browser, session);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await sweep(await context.newPage(), PARTNER_PAGES, [session.user.name, session.user.email]);
    await context.close();
  });
});
