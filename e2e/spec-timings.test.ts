import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MS_PER_DAY, SPLASH_MIN_DURATION_MS, istDateString } from '@logisaathi/domain';
import { PUBLIC_REFRESH_MS } from '../apps/web/src/config/timings';
import type { RunningServer } from './support/server';
import { registerViaApi, type Session } from './support/session';
import { sharedBrowser, sharedServer } from './support/shared';
import { specTimingsContext } from './support/timings';

/*
 * The rest of the browser suite runs with test timings (support/timings.ts). This file alone runs a page with
 * the app's own: the spec's start-up screen of at least 2000 ms and the public tracking page's 10 s poll.
 * Both checks are lower bounds, which a slow machine cannot break.
 */
describe('the spec timings in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function call<T>(session: Session, method: string, url: string, body: unknown): Promise<T> {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, url).toBe(201);
    return ((await res.json()) as { data: T }).data;
  }

  it('holds the start-up screen at least 2000 ms and polls the public tracking page every 10 s', async () => {
    const session = await registerViaApi(server.baseUrl, 'Nisha', 'Nisha Textiles');
    const { delivery } = await call<{ delivery: { _id: string; deliveryId: string } }>(
      session,
      'POST',
      '/api/deliveries',
      {
        pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
        deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
        packageType: 'Electronics',
        weight: 8,
        deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
        deliveryTime: '12-15',
        customerName: 'Rohit Gupta',
        customerPhone: '9811122233',
        mode: 'regular',
      },
    );
    const { tracking } = await call<{ tracking: { publicPath: string } }>(
      session,
      'POST',
      `/api/deliveries/${delivery._id}/driver`,
      { name: 'Ramesh Kumar', phone: '9899001122', vehicleNumber: 'DL 1L AB 1234' },
    );

    const context = await specTimingsContext(browser, { viewport: { width: 390, height: 844 } });
    // When the page's first h1 appears, on the page's own clock (the splash counts from the first paint).
    await context.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector('h1')) {
          (window as unknown as { h1At: number }).h1At = performance.now();
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${tracking.publicPath}`);
    await page.getByRole('heading', { name: `Shipment ${delivery.deliveryId}` }).waitFor();
    const splash = await page.evaluate(() => ({
      h1At: (window as unknown as { h1At: number }).h1At,
      paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    expect(splash.h1At - splash.paintAt).toBeGreaterThanOrEqual(SPLASH_MIN_DURATION_MS);

    // The page reads the tracking as it loads (a read or two in the same moment), then again every 10 s.
    const reads = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/public/track/'))
          .map((entry) => entry.startTime),
      );
    await page.waitForFunction(
      () => {
        const starts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/public/track/'))
          .map((entry) => entry.startTime);
        return starts.some((start) => start - starts[0]! > 1_000);
      },
      undefined,
      { timeout: 60_000 },
    );
    const starts = await reads();
    const firstPoll = starts.find((start) => start - starts[0]! > 1_000)!;
    const lastLoadRead = Math.max(...starts.filter((start) => start < firstPoll));
    // A timer never fires early; the load's read may start a few milliseconds after the timer was set.
    expect(firstPoll - lastLoadRead).toBeGreaterThanOrEqual(PUBLIC_REFRESH_MS - 50);
    await context.close();
  });
});
