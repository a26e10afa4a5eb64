import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MS_PER_DAY, TRADE_MESSAGES, istDateString } from '@logisaathi/domain';
import { axeViolations } from './support/axe';
import type { RunningServer } from './support/server';
import { call, partnerServer, readyPartner } from './support/partner-setup';
import { registerViaApi, signedInContext, type Session } from './support/session';
import {
  NEAR_BAWANA as AT_BAWANA,
  NORTH_JOB as NORTH,
  SOUTH_JOB as SOUTH,
} from '../apps/api/test/crossed-days';

const NEAR_OKHLA = { latitude: 28.531, longitude: 77.272 };
const NEAR_BAWANA = { latitude: AT_BAWANA.lat, longitude: AT_BAWANA.lon };
const PHONE = { width: 360, height: 740 };
const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

/** The owner's phone on the partner home, signed in, its live connection up. */
async function partnerHome(browser: Browser, baseUrl: string, session: Session, at: typeof NEAR_OKHLA) {
  const context: BrowserContext = await signedInContext(browser, session, PHONE);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(at);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  await page.goto(`${baseUrl}/partner`);
  await page.getByTestId('partner-stream-state').getByText('● Live').waitFor();
  return { context, page, errors };
}

/**
 * Issue 31's day trade in real browsers: two owners, each truck holding tomorrow's job at the other's end of Delhi,
 * see the proposal the server's own trade round makes, each with what their truck gives and takes; the first
 * accept waits for the other, the second moves the jobs, and both screens follow live.
 */
describe('two truck owners trade the rest of a day in real browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  let ops: { authorization: string };

  beforeAll(async () => {
    // No demo fleet; the sweep far apart (nobody is offered anything but what the test asks) and the trade round
    // every half second, its proposals open long enough for both owners to tap; tomorrow's jobs trade at any hour
    // the test runs (no horizon).
    ({ server, browser, ops } = await partnerServer({
      DEMO_DATA: 'false',
      DISPATCH_POLICY: 'greedy',
      PARTNER_DISPATCH_INTERVAL_MS: '600000',
      DISPATCH_TRADE_INTERVAL_MS: '500',
      DISPATCH_TRADE_HORIZON_H: '0',
      PARTNER_OFFER_TTL_MS: String(20 * 60_000),
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows each owner the trade on the partner home; both accept and each truck carries the other’s job', async () => {
    const shipper = await registerViaApi(server.baseUrl, 'Tara', 'Tara Exports');
    const book = (places: { pickup: string; drop: string }) =>
      call<{ delivery: { _id: string; deliveryId: string } }>(
        server.baseUrl,
        shipper,
        'POST',
        '/api/deliveries',
        {
          pickupAddress: places.pickup,
          deliveryAddress: places.drop,
          packageType: 'Electronics',
          weight: 120,
          deliveryDate: tomorrowIst(),
          deliveryTime: '9-12',
          customerName: 'Rohit Gupta',
          customerPhone: '9811122233',
          mode: 'regular',
        },
      ).then((r) => r.delivery);
    // Booked before any truck is online, so nobody is offered them; an operator puts each on the far truck.
    const north = await book(NORTH);
    const south = await book(SOUTH);
    const [southOwner, northOwner] = await Promise.all([
      readyPartner(server.baseUrl, 'Arjun', NEAR_OKHLA, ops),
      readyPartner(server.baseUrl, 'Bhim', NEAR_BAWANA, ops),
    ]);
    const vehicleOf = async (session: Session) =>
      (
        await call<{ vehicles: Array<{ id: string }> }>(
          server.baseUrl,
          session,
          'GET',
          '/api/partners/vehicles',
        )
      ).vehicles[0]!.id;
    const assign = (deliveryRowId: string, vehicleId: string) =>
      fetch(`${server.baseUrl}/api/ops/dispatch/${deliveryRowId}/assign`, {
        method: 'POST',
        headers: { ...ops, 'content-type': 'application/json' },
        body: JSON.stringify({ vehicleId, reason: 'Shipper asked for this truck' }),
      }).then((r) => expect(r.status).toBe(200));
    // Offline while the operator assigns, so the trade round (every half second) sees both days whole, never one.
    const trucks = [
      { session: southOwner.session, id: await vehicleOf(southOwner.session) },
      { session: northOwner.session, id: await vehicleOf(northOwner.session) },
    ];
    const setOnline = (online: boolean) =>
      Promise.all(
        trucks.map((truck) =>
          call(server.baseUrl, truck.session, 'PUT', `/api/partners/vehicles/${truck.id}/availability`, {
            online,
          }),
        ),
      );
    await setOnline(false);
    await assign(north._id, trucks[0]!.id);
    await assign(south._id, trucks[1]!.id);
    await setOnline(true);

    const [southPhone, northPhone] = await Promise.all([
      partnerHome(browser, server.baseUrl, southOwner.session, NEAR_OKHLA),
      partnerHome(browser, server.baseUrl, northOwner.session, NEAR_BAWANA),
    ]);
    const cardOf = (page: Page, registration: string) =>
      page.getByRole('article', { name: `Trade for ${registration}` });
    const southCard = cardOf(southPhone.page, southOwner.registration);
    const northCard = cardOf(northPhone.page, northOwner.registration);
    await Promise.all([southCard.waitFor(), northCard.waitFor()]);
    await southPhone.page.getByRole('heading', { name: 'Trade the rest of your day' }).waitFor();

    // Each owner sees what their truck hands over and takes, by delivery id and area, never the exact address.
    const gives = (card: typeof southCard) => card.getByRole('list', { name: 'You hand over' });
    const takes = (card: typeof southCard) => card.getByRole('list', { name: 'You take' });
    await gives(southCard).getByText(north.deliveryId).waitFor();
    await takes(southCard).getByText(south.deliveryId).waitFor();
    await gives(northCard).getByText(south.deliveryId).waitFor();
    await takes(northCard).getByText(north.deliveryId).waitFor();
    expect((await southCard.textContent()) ?? '').not.toContain('Plot 12');
    expect(await axeViolations(southPhone.page)).toEqual([]);

    // The first accept waits for the other owner; nothing has moved yet.
    await southCard.getByRole('button', { name: 'Accept' }).click();
    await southCard.getByRole('status').getByText('Accepted, waiting for the other truck owner').waitFor();
    expect(await southCard.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // The second carries it out: the north owner reads the server's word, and the south phone's card goes live.
    await northCard.getByRole('button', { name: 'Accept' }).click();
    await northPhone.page.getByRole('status').getByText(TRADE_MESSAGES.done).waitFor();
    await northCard.waitFor({ state: 'detached' });
    await southCard.waitFor({ state: 'detached' });

    const jobsOf = (session: Session) =>
      call<{ active: Array<{ deliveryId: string }> }>(server.baseUrl, session, 'GET', '/api/partners/jobs');
    expect((await jobsOf(southOwner.session)).active.map((j) => j.deliveryId)).toEqual([south.deliveryId]);
    expect((await jobsOf(northOwner.session)).active.map((j) => j.deliveryId)).toEqual([north.deliveryId]);
    const { truck } = await call<{ truck: { registrationDisplay: string } }>(
      server.baseUrl,
      shipper,
      'GET',
      `/api/deliveries/${south._id}/partner`,
    );
    expect(truck.registrationDisplay.replace(/\s/g, '')).toBe(southOwner.registration.replace(/\s/g, ''));

    expect([...southPhone.errors, ...northPhone.errors]).toEqual([]);
    await Promise.all([southPhone.context.close(), northPhone.context.close()]);
  });
});
