import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import { approvePendingDocuments } from './support/operators';
import { call, LIVE_OFFERS_ENV, partnerServer, readyPartner, uploadLicence } from './support/partner-setup';
import type { RunningServer } from './support/server';
import { registerViaApi, signedInContext, type Session } from './support/session';
import { newUser } from './support/users';

const PICKUP = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi';
const DROP = 'Sector 3, Bawana Industrial Area, Delhi 110039';
/** Both of the fleet's trucks wait at the Okhla pickup, well inside the offer radius. */
const AT_PICKUP = { latitude: 28.531, longitude: 77.272 };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 1000 };
const DOCUMENT_PDF = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));
const inAYear = () => istDateString(new Date(Date.now() + 365 * MS_PER_DAY));

interface Offer {
  id: string;
  deliveryId: string;
  vehicle: { id: string; registrationDisplay: string };
}

/** Waits (bounded) until the fleet has an open offer of `deliveryId` to `vehicleId`; fails saying which. */
async function offerFor(baseUrl: string, fleet: Session, deliveryId: string, vehicleId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const offers = await call<{ offers: Offer[] }>(baseUrl, fleet, 'GET', '/api/partners/offers');
    const found = offers.offers.find((o) => o.deliveryId === deliveryId && o.vehicle.id === vehicleId);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no offer of ${deliveryId} to vehicle ${vehicleId} within 60 s: dispatch never offered it`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A second truck for the fleet, with its own driver, documents approved, online at the pickup. */
async function secondTruck(baseUrl: string, fleet: Session, ops: { authorization: string }) {
  const registration = `HR 57 AD ${1000 + Math.floor(Math.random() * 8999)}`;
  const { vehicle } = await call<{ vehicle: { id: string } }>(
    baseUrl,
    fleet,
    'POST',
    '/api/partners/vehicles',
    {
      registrationNumber: registration,
      bodyType: 'Tata 407',
      payloadKg: 2500,
      body: { lengthCm: 430, widthCm: 190, heightCm: 180 },
      features: ['covered'],
      permits: ['city'],
    },
  );
  for (const kind of ['rc', 'insurance', 'puc', 'permit']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('expiresOn', inAYear());
    form.append('file', new Blob([DOCUMENT_PDF], { type: 'application/pdf' }), `${kind}.pdf`);
    await call(baseUrl, fleet, 'POST', `/api/partners/vehicles/${vehicle.id}/documents`, form);
  }
  const { driver } = await call<{ driver: { id: string } }>(baseUrl, fleet, 'POST', '/api/partners/drivers', {
    name: 'Balwant Singh',
    phone: '9899001133',
    licenceNumber: 'DL-0420110149647',
    licenceExpiresOn: inAYear(),
  });
  await uploadLicence(baseUrl, fleet, driver.id);
  // A driver is paired and a vehicle goes online only with documents an operator approved (issue 33).
  await approvePendingDocuments(baseUrl, ops, { owners: [vehicle.id, driver.id] });
  await call(baseUrl, fleet, 'PUT', `/api/partners/vehicles/${vehicle.id}/driver`, { driverId: driver.id });
  await call(baseUrl, fleet, 'PUT', `/api/partners/vehicles/${vehicle.id}/availability`, { online: true });
  await call(
    baseUrl,
    fleet,
    'POST',
    '/api/partners/position',
    { vehicleId: vehicle.id, lat: AT_PICKUP.latitude, lon: AT_PICKUP.longitude },
    200,
  );
  return { vehicleId: vehicle.id, registration };
}

/** Opens an invitation link in a fresh browser and joins: the new member's own sign-in. */
async function join(browser: Browser, link: string, firstName: string, viewport = DESKTOP) {
  // The phone's position goes with a proof of delivery.
  const context = await browser.newContext({
    viewport,
    permissions: ['geolocation'],
    geolocation: AT_PICKUP,
  });
  // The test's own time limit bounds every wait (as the other journeys), not a 30 s default under load.
  context.setDefaultTimeout(0);
  const page = await context.newPage();
  const who = newUser(firstName);
  await page.goto(link);
  await page.getByLabel('First Name').fill(who.firstName);
  await page.getByLabel('Last Name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('9811100011');
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Join the team' }).click();
  return { context, page, who };
}

/** The team page's link for a new member of `role`: the one the page shows after this very click. */
async function invitationLink(owner: Page, role: string): Promise<string> {
  await owner.getByLabel('Role').selectOption({ label: role });
  const [made] = await Promise.all([
    owner.waitForResponse(
      (r) => r.url().endsWith('/api/team/invitations') && r.request().method() === 'POST',
    ),
    owner.getByRole('button', { name: 'Make a link' }).click(),
  ]);
  const { link } = ((await made.json()) as { data: { link: string } }).data;
  expect(link).toMatch(/\/join\?token=/);
  await owner.getByTestId('invitation-link').filter({ hasText: link }).waitFor();
  return link;
}

const navLinks = async (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();

/*
 * Teams (issue 37), the done-when journey: an owner invites an accountant and a dispatcher; the accountant pays an
 * invoice but cannot book; the dispatcher books but cannot see billing; the owner removes the dispatcher, whose
 * open session ends at once; a fleet owner gives a driver their own sign-in, and the driver sees only the jobs
 * of their truck and completes a proof of delivery. Its own server: no demo fleet (the booking must reach this
 * fleet), offers at once for tomorrow and a fast dispatch sweep, as the partner journeys.
 */
describe('teams in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let ops: { authorization: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ server, browser, ops } = await partnerServer(LIVE_OFFERS_ENV));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  it('owner, accountant, dispatcher and a fleet driver each see and do what their role allows', async () => {
    const { baseUrl } = server;
    const owner = await registerViaApi(baseUrl, 'Kamla', 'Kamla Traders');
    // The fleet is on the road before anyone books: two trucks at the pickup, Harish's (the first) and another.
    const fleet = await readyPartner(baseUrl, 'Harish', AT_PICKUP, ops);
    const [truckA] = (
      await call<{ vehicles: Array<{ id: string }> }>(baseUrl, fleet.session, 'GET', '/api/partners/vehicles')
    ).vehicles;
    if (!truckA) throw new Error('the fleet has no truck');
    const truckB = await secondTruck(baseUrl, fleet.session, ops);

    // --- 1. The owner invites an accountant and a dispatcher with links to share.
    const ownerContext = await signedInContext(browser, owner, DESKTOP);
    contexts.push(ownerContext);
    ownerContext.setDefaultTimeout(0);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${baseUrl}/team`);
    await ownerPage.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const accountantLink = await invitationLink(ownerPage, 'Accountant');
    const dispatcherLink = await invitationLink(ownerPage, 'Dispatcher');

    const accountant = await join(browser, accountantLink, 'Anita');
    contexts.push(accountant.context);
    await accountant.page.waitForURL(`${baseUrl}/dashboard`);
    const dispatcher = await join(browser, dispatcherLink, 'Deepak');
    contexts.push(dispatcher.context);
    await dispatcher.page.waitForURL(`${baseUrl}/dashboard`);
    await ownerPage.reload();
    const members = ownerPage.getByRole('list', { name: 'Members' });
    await members.getByText('Anita Sharma', { exact: true }).waitFor();
    await members.getByText('Deepak Sharma', { exact: true }).waitFor();

    // --- 2. The accountant pays an invoice but cannot book.
    await deliverABooking(baseUrl, owner);
    const accountantPage = accountant.page;
    await accountantPage.reload();
    await accountantPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Billing' })
      .waitFor();
    expect(await navLinks(accountantPage)).toContain('Billing');
    expect(await navLinks(accountantPage)).not.toContain('Add Delivery');
    await accountantPage.goto(`${baseUrl}/add-delivery`);
    await accountantPage.waitForURL(`${baseUrl}/dashboard`);
    const accountantSession = await sessionOf(accountant.context);
    const refused = await fetch(`${baseUrl}/api/deliveries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accountantSession}` },
      body: JSON.stringify(booking('15-18')),
    });
    expect(refused.status).toBe(403);
    await accountantPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Billing' })
      .click();
    const invoice = accountantPage.getByTestId('invoice-item');
    await invoice.getByTestId('invoice-payment-state').getByText('Unpaid').waitFor();
    await invoice.getByRole('button', { name: 'Pay' }).click();
    const utr = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
    await accountantPage.getByLabel('UPI reference (UTR)').fill(utr);
    await accountantPage.getByRole('button', { name: 'Submit UTR' }).click();
    await accountantPage
      .getByTestId('payment-item')
      .filter({ hasText: `UTR ${utr}` })
      .first()
      .getByText('Awaiting confirmation')
      .waitFor();

    // --- 3. The dispatcher books through the wizard but sees no billing.
    const dispatcherPage = dispatcher.page;
    await dispatcherPage.reload();
    await dispatcherPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Add Delivery' })
      .waitFor();
    await dispatcherPage.getByTestId('stat-total').waitFor();
    expect(await navLinks(dispatcherPage)).not.toContain('Billing');
    expect(await dispatcherPage.getByTestId('stat-payments').count()).toBe(0);
    await dispatcherPage.goto(`${baseUrl}/billing`);
    await dispatcherPage.waitForURL(`${baseUrl}/dashboard`);
    await dispatcherPage.goto(`${baseUrl}/add-delivery`);
    await dispatcherPage.getByRole('combobox', { name: 'Pickup Address' }).fill(PICKUP);
    await dispatcherPage.getByRole('combobox', { name: 'Delivery Address' }).fill(DROP);
    await dispatcherPage.getByLabel('Customer Name').fill('Rohit Gupta');
    await dispatcherPage.getByLabel('Customer Phone').fill('9811122233');
    await dispatcherPage.getByRole('button', { name: 'Next Step' }).click();
    await dispatcherPage.getByLabel('Package Type').selectOption('Electronics');
    await dispatcherPage.getByLabel('Weight (kg)').fill('120');
    await dispatcherPage.getByRole('button', { name: 'Next Step' }).click();
    await dispatcherPage.getByLabel('Delivery Date').fill(tomorrowIst());
    await dispatcherPage.getByLabel('Preferred Time Slot').selectOption('12-15');
    await dispatcherPage.getByRole('button', { name: 'Get AI Route & Weather Analysis' }).click();
    await dispatcherPage
      .getByRole('button', { name: 'Create Delivery', exact: true })
      .click({ timeout: 20_000 });
    await dispatcherPage.waitForURL(`${baseUrl}/dashboard`);
    const history = await call<{ actions: Array<{ action: string; subject: string; actorName: string }> }>(
      baseUrl,
      owner,
      'GET',
      '/api/team/history?action=delivery.booked',
    );
    const booked = history.actions.find((a) => a.actorName === 'Deepak Sharma');
    if (!booked) throw new Error("the dispatcher's booking is not in the owner's history");
    const deliveryId = booked.subject;
    await dispatcherPage.getByTestId('live-panel').getByText(deliveryId).waitFor();

    // The owner sees who did what, narrowed to the accountant.
    await ownerPage.getByRole('link', { name: 'Who did what' }).click();
    await ownerPage.getByRole('heading', { level: 1, name: 'Who did what' }).waitFor();
    await ownerPage.getByLabel('Member').selectOption({ label: 'Anita Sharma' });
    await ownerPage
      .getByTestId('history-entry')
      .filter({ hasText: 'Anita Sharma · Entered a UTR' })
      .waitFor();
    expect(await ownerPage.getByTestId('history-entry').filter({ hasText: 'Deepak Sharma' }).count()).toBe(0);

    // --- 4. The owner removes the dispatcher; the dispatcher's open session ends at once.
    await ownerPage.goto(`${baseUrl}/team`);
    ownerPage.once('dialog', (dialog) => void dialog.accept());
    await ownerPage.getByRole('button', { name: 'Remove Deepak Sharma' }).click();
    await ownerPage.getByText('Member removed and signed out.').waitFor();
    const dispatcherToken = await sessionOf(dispatcher.context);
    const after = await fetch(`${baseUrl}/api/deliveries`, {
      headers: { authorization: `Bearer ${dispatcherToken}` },
    });
    expect(after.status).toBe(401);
    await dispatcherPage.goto(`${baseUrl}/dashboard`);
    await dispatcherPage.waitForURL(`${baseUrl}/`);
    await dispatcherPage.getByRole('link', { name: 'Sign In' }).first().waitFor();

    // The dispatcher's booking is offered to both trucks; the fleet takes it on Harish's truck, and a second
    // booking on the other truck.
    const other = await call<{ delivery: { _id: string; deliveryId: string } }>(
      baseUrl,
      owner,
      'POST',
      '/api/deliveries',
      booking('15-18'),
    );
    const offerA = await offerFor(baseUrl, fleet.session, deliveryId, truckA.id);
    await call(baseUrl, fleet.session, 'POST', `/api/partners/offers/${offerA.id}/accept`, undefined, 200);
    const offerB = await offerFor(baseUrl, fleet.session, other.delivery.deliveryId, truckB.vehicleId);
    await call(baseUrl, fleet.session, 'POST', `/api/partners/offers/${offerB.id}/accept`, undefined, 200);

    // --- 5. The fleet owner gives Harish's driver a sign-in of their own.
    const fleetContext = await signedInContext(browser, fleet.session, PHONE);
    contexts.push(fleetContext);
    fleetContext.setDefaultTimeout(0);
    const fleetPage = await fleetContext.newPage();
    await fleetPage.goto(`${baseUrl}/partner/drivers`);
    await fleetPage.getByRole('button', { name: 'Make a sign-in link for Harish Kumar' }).click();
    const driverLink = (await fleetPage.getByTestId('driver-sign-in-link').getAttribute('href')) ?? '';
    expect(driverLink).toMatch(/\/join\?token=/);

    const driver = await join(browser, driverLink, 'Harish', PHONE);
    contexts.push(driver.context);
    const driverPage = driver.page;
    await driverPage.waitForURL(`${baseUrl}/partner`);
    // Their home shares the phone's position for the truck they drive (online), and only for it.
    await driverPage
      .getByText('Sharing your location every 20 seconds while you are online and this page is open.')
      .waitFor();
    expect(await driverPage.getByTestId('partner-sharing').count()).toBe(1);
    const tabs = driverPage.getByRole('navigation', { name: 'Partner' });
    await tabs.getByRole('link', { name: 'My jobs' }).click();
    const jobs = await tabs.getByRole('link').allTextContents();
    expect(jobs).not.toContain('Vehicles');
    expect(jobs).not.toContain('Earnings');
    await driverPage.getByRole('link', { name: deliveryId }).waitFor();
    expect(await driverPage.getByRole('link', { name: other.delivery.deliveryId }).count()).toBe(0);
    // The other truck's job is not theirs, even by its address.
    const fleetJobs = await call<{ active: Array<{ id: string; deliveryId: string }> }>(
      baseUrl,
      fleet.session,
      'GET',
      '/api/partners/jobs',
    );
    const otherJob = fleetJobs.active.find((j) => j.deliveryId === other.delivery.deliveryId);
    if (!otherJob) throw new Error("the fleet owner does not see the other truck's job");
    const driverToken = await sessionOf(driver.context);
    const peek = await fetch(`${baseUrl}/api/partners/jobs/${otherJob.id}`, {
      headers: { authorization: `Bearer ${driverToken}` },
    });
    expect(peek.status).toBe(404);

    // The owner allows an earlier pickup (tomorrow's slot) and reads the consignee's code, as the consignee would.
    const ownRow = await call<{ delivery: { _id: string } }>(
      baseUrl,
      owner,
      'GET',
      `/api/deliveries/by-delivery-id/${deliveryId}`,
    );
    await call(baseUrl, owner, 'POST', `/api/deliveries/${ownRow.delivery._id}/early-pickup`, undefined, 200);
    const tracking = await call<{ deliveryCode: string | null }>(
      baseUrl,
      owner,
      'GET',
      `/api/deliveries/${ownRow.delivery._id}/tracking`,
    );
    const code = tracking.deliveryCode ?? '';
    expect(code).toMatch(/^\d{4}$/);

    await driverPage.getByRole('link', { name: deliveryId }).click();
    await driverPage.getByRole('heading', { name: `Job ${deliveryId}` }).waitFor();
    for (const step of ['Picked Up', 'In Transit', 'Out for Delivery'] as const) {
      await driverPage.getByRole('button', { name: `Mark ${step}` }).click();
      await driverPage.getByTestId('job-status').getByText(step, { exact: true }).waitFor();
    }
    await driverPage.getByRole('button', { name: 'Complete delivery' }).click();
    await driverPage.getByLabel('Delivery code').fill(code);
    await driverPage.getByLabel("Receiver's name").fill('Rohit Gupta');
    const pad = driverPage.getByRole('img', { name: /signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('signature pad not laid out');
    await driverPage.mouse.move(box.x + 30, box.y + 100);
    await driverPage.mouse.down();
    await driverPage.mouse.move(box.x + 90, box.y + 40, { steps: 5 });
    await driverPage.mouse.move(box.x + 160, box.y + 110, { steps: 5 });
    await driverPage.mouse.up();
    await driverPage.getByText('Signed on the screen.').waitFor();
    await driverPage.getByRole('button', { name: 'Confirm delivery' }).click();
    await driverPage.getByTestId('job-status').getByText('Delivered', { exact: true }).waitFor();
    await driverPage.getByText(/Received by Rohit Gupta/).waitFor();
    // Five people's journeys in one: longer than one screen's test.
  }, 300_000);
});

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

/** The access token a browser context's app holds now (what its requests carry). */
async function sessionOf(context: BrowserContext): Promise<string> {
  const [page] = context.pages();
  if (!page) throw new Error('the context has no page');
  return page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token') ?? '');
}

/** A booking the owner takes to Delivered by hand (own driver, each status, the consignee's code): an invoice. */
async function deliverABooking(baseUrl: string, owner: Session): Promise<void> {
  // From Bawana, far from the fleet waiting at Okhla: this booking is not offered to its trucks.
  const { delivery } = await call<{ delivery: { _id: string } }>(baseUrl, owner, 'POST', '/api/deliveries', {
    ...booking('12-15'),
    pickupAddress: DROP,
    deliveryAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
  });
  const assigned = await call<{ tracking: { deliveryCode: string } }>(
    baseUrl,
    owner,
    'POST',
    `/api/deliveries/${delivery._id}/driver`,
    { name: 'Ramesh Kumar', phone: '9899001122', vehicleNumber: 'DL 1L AB 1234' },
  );
  for (const status of ['Picked Up', 'In Transit', 'Out for Delivery'])
    await call(baseUrl, owner, 'PUT', `/api/deliveries/${delivery._id}/status`, { status });
  await call(baseUrl, owner, 'PUT', `/api/deliveries/${delivery._id}/status`, {
    status: 'Delivered',
    code: assigned.tracking.deliveryCode,
  });
}
