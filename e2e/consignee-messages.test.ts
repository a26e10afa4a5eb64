import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import { call } from './support/partner-setup';
import type { RunningServer } from './support/server';
import { registerViaApi, signedInContext, type Session } from './support/session';
import { sharedBrowser, sharedServer } from './support/shared';

interface FakeMessage {
  channel: string;
  recipient: string;
  body: { text?: string };
}

/** A consignee number of this run alone (the shared server holds other files' messages too). */
const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Issue 34: the consignee's messages end to end. The shipper switches them off for one delivery on the
 * dashboard; another delivery's consignee gets the tracking link and delivery code by SMS (the local fake), opens
 * the message's stop link and stops them; the next delivery to that number sends none. Deliveries are booked five
 * days out, so the demo fleet does not take them now; the shipper assigns its own driver, which writes the
 * consignee's message at once.
 */
describe("the consignee's messages: switched off per delivery, stopped by the consignee", () => {
  let server: RunningServer;
  let browser: Browser;
  let shipper: Session;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
    shipper = await registerViaApi(server.baseUrl, 'Kavita', 'Kavita Garments');
    // By WhatsApp: SMS wait out the quiet hours (21:00-09:00 IST), which the shared server keeps.
    await call(server.baseUrl, shipper, 'PUT', '/api/notifications/settings', {
      consigneeChannel: 'whatsapp',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const book = (phone: string) =>
    call<{ delivery: { _id: string; deliveryId: string } }>(
      server.baseUrl,
      shipper,
      'POST',
      '/api/deliveries',
      {
        pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
        deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
        packageType: 'Clothing',
        weight: 40,
        deliveryDate: istDateString(new Date(Date.now() + 5 * MS_PER_DAY)),
        deliveryTime: '12-15',
        customerName: 'Imran Qureshi',
        customerPhone: phone,
        mode: 'regular',
      },
    ).then((d) => d.delivery);
  const assignDriver = (id: string) =>
    call(server.baseUrl, shipper, 'POST', `/api/deliveries/${id}/driver`, {
      name: 'Ramesh Kumar',
      phone: '9899001122',
      vehicleNumber: 'DL 1L AB 1234',
    });
  const consigneeState = (id: string) =>
    call<{ enabled: boolean; sent: boolean }>(
      server.baseUrl,
      shipper,
      'GET',
      `/api/notifications/deliveries/${id}/consignee-messages`,
    );
  const messagesTo = async (phone: string) => {
    const res = await fetch(`${server.baseUrl}/api/dev/fake-messages?limit=500`);
    const { data } = (await res.json()) as { data: { messages: FakeMessage[] } };
    return data.messages.filter((m) => m.channel === 'whatsapp' && m.recipient === `+91${phone}`);
  };

  it('sends none when the shipper switched them off on the dashboard; the consignee stops them from the link', async () => {
    const quiet = await book(freshPhone());
    const context = await signedInContext(browser, shipper, { width: 360, height: 740 });
    const dashboard = await context.newPage();
    await dashboard.goto(`${server.baseUrl}/dashboard`);
    const live = dashboard.getByTestId('live-panel');
    const box = live.getByRole('checkbox', {
      name: 'Send the consignee the tracking link and delivery code by SMS or WhatsApp',
    });
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.uncheck();
    await live.getByText('The consignee gets no messages about this delivery.').waitFor();
    // The switch is stored before the driver is assigned (the page may say so before its PUT has answered).
    await expect.poll(async () => (await consigneeState(quiet._id)).enabled).toBe(false);
    await assignDriver(quiet._id);
    expect(await consigneeState(quiet._id)).toEqual({ enabled: false, sent: false });
    await context.close();

    // Another delivery's consignee gets the link and code, and the link that stops them.
    const phone = freshPhone();
    const told = await book(phone);
    await assignDriver(told._id);
    let sent: FakeMessage[] = [];
    await expect.poll(async () => (sent = await messagesTo(phone)).length, { timeout: 15_000 }).toBe(1);
    const text = sent[0]!.body.text ?? '';
    expect(text).toContain(`Track delivery ${told.deliveryId} from Kavita Garments`);
    const stopPath = /https?:\/\/[^/\s]+(\/stop\/\S+)/.exec(text)?.[1];
    expect(stopPath).toBeDefined();

    const consignee = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await consignee.newPage();
    await page.goto(`${server.baseUrl}${stopPath}`);
    await page.getByRole('heading', { name: 'Stop delivery messages' }).waitFor();
    await page.getByRole('button', { name: 'Stop messages' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'You will no longer receive delivery messages from LogiSaathi on this number.' })
      .waitFor();
    await consignee.close();

    // The next delivery to that number: its messages are on, and none is written.
    const next = await book(phone);
    await assignDriver(next._id);
    expect(await consigneeState(next._id)).toEqual({ enabled: true, sent: false });
    expect(await messagesTo(phone)).toHaveLength(1);
  });
});
