/*
 * Issue 17 in a real browser: a Hindi reader gets Hindi from the first paint (boot splash, <html lang>, the
 * shell), the choice is switchable and remembered, and nothing breaks the page's Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';

/** Console errors a CSP violation or a failed chunk would print. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('the product in Hindi: shell and language switch', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the first-paint splash in Hindi to a Hindi browser, before any module script runs', async () => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Without the app's script only index.html's own splash (and its inline language script) is on screen.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.title()).toBe('LogiSaathi – MSME के लिए AI लॉजिस्टिक्स');
    const splash = page.getByRole('status', { name: 'LogiSaathi शुरू हो रहा है' });
    expect(await splash.textContent()).toContain('आपको LogiSaathi के स्मार्ट लॉजिस्टिक्स नेटवर्क से जोड़ रहे हैं');
    expect(errors.filter((e) => /Content Security Policy/.test(e))).toEqual([]);
    await context.close();
  });

  it('first chooses Hindi from the browser language for the whole shell', async () => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await nav.getByRole('link', { name: 'सुविधाएँ' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const group = page.getByRole('group', { name: 'भाषा' });
    expect(await group.getByRole('button', { name: 'हिंदी' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
    await context.close();
  });

  it('switches to English and back, remembers the choice over the browser language, and keeps it on reload', async () => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')]),
    ).toEqual(['en', 'en']);

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe('LogiSaathi – AI-Driven Logistics for MSMEs');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिंदी' }).click();
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'सुविधाएँ' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    expect(await page.title()).toBe('LogiSaathi – MSME के लिए AI लॉजिस्टिक्स');
    await context.close();
  });

  it('sends an English visitor no Hindi catalog, and a Hindi one only its own assets', async () => {
    const context = await browser.newContext({ locale: 'en-IN' });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).waitFor();
    expect(requested.filter((u) => u.includes('/assets/hi-'))).toEqual([]);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिंदी' }).click();
    await page.getByRole('navigation', { name: 'मुख्य' }).waitFor();
    expect(requested.some((u) => u.includes('/assets/hi-common-'))).toBe(true);
    // Fonts and catalogs come from this server: no request leaves it.
    expect(requested.filter((u) => !u.startsWith(server.baseUrl) && !u.startsWith('data:'))).toEqual([]);
    await context.close();
  });
});
