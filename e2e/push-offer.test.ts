import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import { operatorAuth } from './support/operators';
import { call, readyPartner } from './support/partner-setup';
import { startServer, type RunningServer } from './support/server';
import { registerViaApi, signedInContext } from './support/session';
import { sharedBrowser } from './support/shared';

const AT_PICKUP = { latitude: 28.531, longitude: 77.272 };
const PHONE = { width: 360, height: 740 };
const ENDPOINT = `https://push.example.test/e2e-${Date.now()}`;

interface FakeMessage {
  recipient: string;
  body: { event: string; title: string; offerId?: string };
}

/**
 * Issue 34: an offer reaches a partner whose app is closed. The server's push channel (the local fake on this
 * development server) records the payload it would send to the device; the test hands that payload to the
 * browser's service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as a push service
 * would. The notification shows with Accept and View, and its Accept action takes the job.
 */
describe('an offer as a push notification with the app closed', () => {
  let server: RunningServer;
  let browser: Browser;
  /** An operator's session: approves the truck's documents before it goes online. */
  let ops: { authorization: string };
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      // No demo fleet (it would take the job); offers stay open through the test.
      startServer(
        {
          DEMO_DATA: 'false',
          DISPATCH_POLICY: 'greedy',
          DISPATCH_WAVE_SIZE: '10',
          PARTNER_OFFER_TTL_MS: String(20 * 60_000),
          DISPATCH_AT_ONCE_WITHIN_H: '72',
          PARTNER_DISPATCH_INTERVAL_MS: '200',
        },
        { operators: 1 },
      ),
      sharedBrowser(),
    ]);
    const [operator] = server.operators ?? [];
    if (!operator) throw new Error('no operator');
    ops = await operatorAuth(server.baseUrl, operator);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the offer from the service worker and accepts it from the notification', async () => {
    const [partner, shipper] = await Promise.all([
      readyPartner(server.baseUrl, 'Suresh', AT_PICKUP, ops),
      registerViaApi(server.baseUrl, 'Tara', 'Tara Exports'),
    ]);
    const context = await signedInContext(browser, partner.session, PHONE);
    await context.grantPermissions(['notifications', 'geolocation'], { origin: server.baseUrl });
    const app = await context.newPage();
    await app.goto(`${server.baseUrl}/partner`);
    // The app registers its service worker; this device is subscribed (a headless browser has no push service,
    // so the subscription's endpoint is the fake channel's).
    await app.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await call(server.baseUrl, partner.session, 'POST', '/api/notifications/push', {
      endpoint: ENDPOINT,
      keys: {
        p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      device: 'e2e phone',
    });
    // The app is closed: only a blank tab is left to talk to the browser through.
    const blank = await context.newPage();
    await app.close();
    const cdp = await context.newCDPSession(blank);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) =>
      registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');

    await call(server.baseUrl, shipper, 'POST', '/api/deliveries', {
      pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
      deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
      packageType: 'Electronics',
      weight: 120,
      deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
      deliveryTime: '12-15',
      customerName: 'Rohit Gupta',
      customerPhone: '9811122233',
      mode: 'regular',
    });
    let push: FakeMessage | undefined;
    while (!push) {
      const res = await fetch(`${server.baseUrl}/api/dev/fake-messages`);
      const { data } = (await res.json()) as { data: { messages: FakeMessage[] } };
      push = data.messages.find((m) => m.recipient === ENDPOINT && m.body.event === 'offer');
      if (!push) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const registration = registrations.find(
      (r) => r.scopeURL.startsWith(server.baseUrl) && !('isDeleted' in r && r.isDeleted),
    );
    expect(registration).toBeDefined();
    // The browser suite's Chromium is the headless shell, which has no notification platform: its
    // Notification.permission is always 'denied' whatever the grant, so showNotification would reject. The
    // notifications the worker shows are taken from its showNotification call instead; everything else (the push
    // event, the worker's handlers, the API) is the real thing.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(() => {
      const sw = self as unknown as { registration: { showNotification: unknown }; shown: unknown[] };
      sw.shown = [];
      sw.registration.showNotification = async (title: string, options: Record<string, unknown>) => {
        sw.shown.push({ title, ...options });
      };
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.baseUrl,
      registrationId: registration!.registrationId,
      data: JSON.stringify(push.body),
    });

    type Shown = {
      title: string;
      body: string;
      tag: string;
      requireInteraction: boolean;
      actions: Array<{ action: string; title: string }>;
      data: unknown;
    };
    const shown = await worker!.evaluate(async () => {
      const sw = self as unknown as { shown: Shown[] };
      while (sw.shown.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      return sw.shown;
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: push.body.title,
      body: expect.stringContaining('fare ₹'),
      requireInteraction: true,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'view', title: 'View' },
      ],
    });

    // The Accept action, as the browser runs it on a click (the worker's notificationclick handler).
    const outcome = await worker!.evaluate(async () => {
      const sw = self as unknown as {
        shown: Array<{ data: unknown }>;
        handleNotificationClick(n: unknown, action: string): Promise<{ accepted: boolean; jobId?: string }>;
      };
      return sw.handleNotificationClick({ data: sw.shown[0]!.data, close() {} }, 'accept');
    });
    expect(outcome.accepted).toBe(true);
    const { active } = await call<{ active: Array<{ id: string }> }>(
      server.baseUrl,
      partner.session,
      'GET',
      '/api/partners/jobs',
    );
    expect(active.map((j) => j.id)).toContain(outcome.jobId);
    await context.close();
  });
});
