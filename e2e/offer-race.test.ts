import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MS_PER_DAY, OFFER_MESSAGES, istDateString } from '@logisaathi/domain';
import type { RunningServer } from './support/server';
import { call, LIVE_OFFERS_ENV, partnerServer, readyPartner } from './support/partner-setup';
import { registerViaApi, signedInContext, type Session } from './support/session';

const PICKUP = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
const DROP = 'Sector 3, Bawana Industrial Area, Delhi 110039';
/** Both trucks wait a few hundred metres apart at the Okhla pickup, well inside the first offer radius. */
const AT_PICKUP = [
  { latitude: 28.531, longitude: 77.272 },
  { latitude: 28.533, longitude: 77.272 },
] as const;
const PHONE = { width: 360, height: 740 };
const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

/**
 * The partner's phone, signed in, on the Offers screen. `isCutOff`: the phone's live connection fails (a dead
 * spot on the road), so the screen shows only what it read when it opened; the browser's own log lines for the
 * failed stream and a refused accept are then expected.
 */
async function offersScreen(
  browser: Browser,
  baseUrl: string,
  session: Session,
  at: { latitude: number; longitude: number },
  isCutOff = false,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await signedInContext(browser, session, PHONE);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(at);
  if (isCutOff) await context.route('**/api/partners/stream', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (isCutOff && /ERR_INTERNET_DISCONNECTED|status of 409/.test(m.text())) return;
    errors.push(`${m.text()} ${m.location().url}`);
  });
  await page.goto(`${baseUrl}/partner`);
  await page.getByRole('heading', { name: 'Offers', exact: true }).waitFor();
  await page
    .getByTestId('partner-stream-state')
    .getByText(isCutOff ? 'Reconnecting...' : '● Live')
    .waitFor();
  return { context, page, errors };
}

const booking = (slot: string) => ({
  pickupAddress: PICKUP,
  deliveryAddress: DROP,
  packageType: 'Electronics',
  weight: 120,
  deliveryDate: tomorrowIst(),
  deliveryTime: slot,
  customerName: 'Rohit Gupta',
  customerPhone: '9811122233',
  mode: 'regular',
});

/** The card of the offer for `registration`'s truck (each card names the vehicle it is offered to). */
const offerCard = (page: Page, registration: string) =>
  page.getByTestId('offer-card').filter({ hasText: registration });

describe('two partners race for one booking in real browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  /** An operator's session: approves each truck's documents before it goes online. */
  let ops: { authorization: string };

  beforeAll(async () => {
    // Every truck near the pickup, this test's and the earlier test's, is in the first wave.
    ({ server, browser, ops } = await partnerServer(LIVE_OFFERS_ENV));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("offers a shipper's booking to both partners live; the first to accept gets the job, the other's offer turns to 'This job has been taken' without a reload", async () => {
    const [a, b, shipper] = await Promise.all([
      readyPartner(server.baseUrl, 'Suresh', AT_PICKUP[0], ops),
      readyPartner(server.baseUrl, 'Mahesh', AT_PICKUP[1], ops),
      registerViaApi(server.baseUrl, 'Tara', 'Tara Exports'),
    ]);
    const [phoneA, phoneB] = await Promise.all([
      offersScreen(browser, server.baseUrl, a.session, AT_PICKUP[0]),
      offersScreen(browser, server.baseUrl, b.session, AT_PICKUP[1]),
    ]);
    for (const phone of [phoneA, phoneB]) await phone.page.getByText('No offers right now.').waitFor();

    // --- The shipper books; the offer reaches both phones over the live stream, with no reload.
    const { delivery } = await call<{ delivery: { deliveryId: string } }>(
      server.baseUrl,
      shipper,
      'POST',
      '/api/deliveries',
      booking('12-15'),
    );
    const cardA = offerCard(phoneA.page, a.registration);
    const cardB = offerCard(phoneB.page, b.registration);
    await Promise.all([cardA.waitFor(), cardB.waitFor()]);
    for (const card of [cardA, cardB]) {
      expect(await card.getByRole('button', { name: 'Accept' }).isEnabled()).toBe(true);
      // Before accepting: areas only, never the exact address or the customer.
      const text = (await card.textContent()) ?? '';
      expect(text).not.toContain('Plot 12');
      expect(text).not.toContain('Rohit');
    }

    // --- A taps Accept first and gets the job.
    const [accepted] = await Promise.all([
      phoneA.page.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST'),
      cardA.getByRole('button', { name: 'Accept' }).click(),
    ]);
    expect(accepted.status()).toBe(200);
    await phoneA.page.getByRole('heading', { name: `Job ${delivery.deliveryId}` }).waitFor();
    await phoneA.page.getByText(PICKUP, { exact: false }).first().waitFor();

    // --- B's screen, untouched since the offer came, shows it is gone; Accept is no longer offered.
    await cardB.getByRole('status').getByText(OFFER_MESSAGES.taken).waitFor();
    expect(await cardB.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await cardB.getByRole('button', { name: 'Dismiss' }).click();
    await phoneB.page.getByText('No offers right now.').waitFor();

    // --- Exactly one assignment: the job is A's, B has none.
    const jobsOf = (session: Session) =>
      call<{ active: Array<{ deliveryId: string }> }>(server.baseUrl, session, 'GET', '/api/partners/jobs');
    const [jobsA, jobsB] = await Promise.all([jobsOf(a.session), jobsOf(b.session)]);
    expect(jobsA.active.map((j) => j.deliveryId)).toEqual([delivery.deliveryId]);
    expect(jobsB.active).toEqual([]);

    expect([...phoneA.errors, ...phoneB.errors]).toEqual([]);
    await Promise.all([phoneA.context.close(), phoneB.context.close()]);
  });

  it("tells the slower partner 'This job has been taken' when the phone missed the news and Accept is tapped anyway", async () => {
    const [a, b, shipper] = await Promise.all([
      readyPartner(server.baseUrl, 'Ravi', AT_PICKUP[0], ops),
      readyPartner(server.baseUrl, 'Vijay', AT_PICKUP[1], ops),
      registerViaApi(server.baseUrl, 'Nisha', 'Nisha Textiles'),
    ]);
    const phoneA = await offersScreen(browser, server.baseUrl, a.session, AT_PICKUP[0]);
    const { delivery } = await call<{ delivery: { deliveryId: string } }>(
      server.baseUrl,
      shipper,
      'POST',
      '/api/deliveries',
      booking('15-18'),
    );
    const cardA = offerCard(phoneA.page, a.registration);
    await cardA.waitFor();

    // The wave went out to both at once: B opens the Offers screen with no live connection and sees the offer.
    const phoneB = await offersScreen(browser, server.baseUrl, b.session, AT_PICKUP[1], true);
    const cardB = offerCard(phoneB.page, b.registration);
    await cardB.waitFor();

    const [won] = await Promise.all([
      phoneA.page.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST'),
      cardA.getByRole('button', { name: 'Accept' }).click(),
    ]);
    expect(won.status()).toBe(200);
    await phoneA.page.getByRole('heading', { name: `Job ${delivery.deliveryId}` }).waitFor();

    // B's screen never heard: Accept is still there. Tapping it is refused and the card says why.
    const [lost] = await Promise.all([
      phoneB.page.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST'),
      cardB.getByRole('button', { name: 'Accept' }).click(),
    ]);
    expect(lost.status()).toBe(409);
    expect(((await lost.json()) as { message: string }).message).toBe(OFFER_MESSAGES.taken);
    await cardB.getByRole('status').getByText(OFFER_MESSAGES.taken).waitFor();
    expect(await cardB.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(phoneB.page.url()).toBe(`${server.baseUrl}/partner`);

    expect([...phoneA.errors, ...phoneB.errors]).toEqual([]);
    await Promise.all([phoneA.context.close(), phoneB.context.close()]);
  });
});
