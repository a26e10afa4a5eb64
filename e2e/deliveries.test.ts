import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MS_PER_DAY, istDateString, pooledPrice } from '@logisaathi/domain';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { registerViaApi, signedInContext, type Session } from './support/session';
import { withSpecAnalysisWait } from './support/timings';

const PICKUP = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi';
const DROP = 'Sector 3, Bawana Industrial Area, Delhi 110039';
const WEIGHT_KG = 12;

interface ServerDelivery {
  deliveryId: string;
  mode: string;
  pricing: { totalCost: number };
}

const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

/** Tomorrow in IST, so every slot is open whatever the hour the suite runs. */
const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

describe('deliveries in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Session;
  let regular: ServerDelivery;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function listDeliveries(page: Page): Promise<ServerDelivery[]> {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${server.baseUrl}/api/deliveries`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { deliveries: ServerDelivery[] } }).data.deliveries;
  }

  const stepHeading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 2, name, exact: true });

  async function fillStep1(page: Page) {
    await page.getByRole('combobox', { name: 'Pickup Address' }).fill(PICKUP);
    await page.getByRole('combobox', { name: 'Delivery Address' }).fill(DROP);
    await page.getByLabel('Customer Name').fill('Ravi Traders');
    await page.getByLabel('Customer Phone').fill('9811122233');
  }

  async function fillStep2(page: Page) {
    await page.getByLabel('Package Type').selectOption('Electronics');
    await page.getByLabel('Weight (kg)').fill(String(WEIGHT_KG));
  }

  async function scheduleAndAnalyse(page: Page, reviewTitle: string) {
    await page.getByLabel('Delivery Date').fill(tomorrowIst());
    await page.getByLabel('Preferred Time Slot').selectOption('12-15');
    await page.getByRole('button', { name: 'Get AI Route & Weather Analysis' }).click();
    const overlay = page.getByRole('dialog', { name: 'AI Analysis in Progress' });
    await overlay.waitFor();
    for (const line of [
      'Analyzing Weather Conditions...',
      'Optimizing Route...',
      'Checking Traffic Patterns...',
    ]) {
      expect(await overlay.getByText(line).isVisible()).toBe(true);
    }
    // The analysis overlay holds for its 3 s and then however long a loaded machine takes: no guessed limit.
    await stepHeading(page, reviewTitle).waitFor({ timeout: 0 });
    // The whole Previous/Next bar is hidden on step 4.
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
  }

  it('schedules Okhla to Bawana through the wizard, keeps progress over a reload, and shows the server price', async () => {
    owner = await registerViaApi(server.baseUrl, 'Meera');
    const context = await signedInContext(browser, owner);
    await withSpecAnalysisWait(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/add-delivery`);
    await stepHeading(page, 'Pickup & Delivery').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next Step' }).isDisabled()).toBe(true);

    // The six industrial areas are offered before anything is typed.
    await page.getByRole('combobox', { name: 'Pickup Address' }).focus();
    const suggestions = page.getByRole('listbox', { name: 'Pickup Address suggestions' });
    await suggestions.getByRole('option', { name: /Okhla/ }).first().waitFor();
    expect(await suggestions.getByRole('option', { name: /Narela/ }).count()).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Pickup Address' }).fill('Okhla');
    await page.getByLabel('Customer Name').focus();
    await page.getByText('Must be at least 10 characters').waitFor();
    await fillStep1(page);
    await page.getByRole('button', { name: 'Next Step' }).click();

    await stepHeading(page, 'Package Details').waitFor();
    expect(await page.getByRole('button', { name: 'Next Step' }).isDisabled()).toBe(true);
    await fillStep2(page);
    await page.getByRole('button', { name: '+ Fragile' }).click();
    expect(await page.getByLabel('Special Instructions (optional)').inputValue()).toBe('Fragile');

    // Progress and form data survive a reload.
    await page.reload();
    await stepHeading(page, 'Package Details').waitFor();
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe(String(WEIGHT_KG));
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByRole('combobox', { name: 'Pickup Address' }).inputValue()).toBe(PICKUP);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();

    await stepHeading(page, 'Schedule').waitFor();
    expect(await page.getByRole('button', { name: 'Next Step' }).count()).toBe(0);
    expect(await page.getByLabel('Preferred Time Slot').isDisabled()).toBe(true);
    expect(await page.getByLabel('Delivery Date').getAttribute('min')).toBe(istDateString(new Date()));
    // No date yet: the button refuses and the fields say why.
    await page.getByRole('button', { name: 'Get AI Route & Weather Analysis' }).click();
    await page.getByText('Delivery date is required').waitFor();
    const missing = await page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('alerts') ?? '[]') as Array<{
          title: string;
          message: string;
          priority: string;
        }>
      ).find((a) => a.title === 'Missing Information'),
    );
    expect(missing).toMatchObject({
      message: 'Please select delivery date (or preferred time slot) before proceeding',
      priority: 'high',
    });

    await scheduleAndAnalyse(page, 'AI Analysis & Review');
    const analysis = page.getByRole('region', { name: 'AI Route & Weather Analysis' });
    const metric = (label: string) => analysis.locator(`dt:text-is("${label}") + dd`);
    expect(await metric('Risk score').textContent()).toMatch(/^\d+\/100$/);
    // The distance is the server's quote, which can arrive after the analysis: wait for it, then read it.
    await metric('Distance')
      .filter({ hasText: /^\d+\.\d km$/ })
      .waitFor();
    await page.locator('[data-testid="route-map"][data-points="2"]').waitFor();
    await page.getByTestId('estimate-regular').waitFor();

    await page.getByRole('button', { name: 'Create Delivery', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    const deliveries = await listDeliveries(page);
    expect(deliveries).toHaveLength(1);
    regular = deliveries[0]!;
    expect(regular.mode).toBe('regular');
    await page.getByTestId('stat-payments').getByText(inr(regular.pricing.totalCost)).waitFor();
    await page
      .getByRole('button', { name: `Copy shipment ID ${regular.deliveryId}` })
      .first()
      .waitFor();
    // The live panel's map draws the new shipment's road route, not just its two ends.
    await page
      .locator(
        '[data-testid="route-map"][data-points="2"]:not([data-line-points="0"]):not([data-line-points="1"])',
      )
      .waitFor();
    const stored = await page.evaluate(() =>
      ['addDeliveryStep', 'addDeliveryForm', 'deliveryMode'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null]);

    // Track by Shipment ID finds it.
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByLabel('Shipment ID', { exact: true }).fill(regular.deliveryId);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByTestId('track-result').getByText(regular.deliveryId).waitFor();
    await context.close();
  });

  it('charges a pooled delivery 30% less than the same regular one', async () => {
    const session = await registerViaApi(server.baseUrl, 'Kabir');
    const context = await signedInContext(browser, session);
    await withSpecAnalysisWait(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/dashboard`);
    // Leave only once the start-up session check has answered: an aborted check signs the user out.
    await page.getByRole('heading', { level: 1, name: /Kabir/ }).waitFor();
    // What the Shared Trucks promo writes before sending the user to the wizard.
    await page.evaluate(() => localStorage.setItem('deliveryMode', 'smartTruckPooling'));
    await page.goto(`${server.baseUrl}/add-delivery`);
    await page.getByRole('button', { name: 'Switch to Regular Delivery' }).waitFor();
    await fillStep1(page);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await fillStep2(page);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await stepHeading(page, 'Pooling Preferences').waitFor();
    expect(await page.getByLabel('Maximum Wait Time (hours)').inputValue()).toBe('24');
    expect(await page.getByLabel('Cost Savings Target (%)').inputValue()).toBe('30');
    expect(await page.getByLabel('Mini Truck (1-2 tons)').isChecked()).toBe(true);
    expect(await page.getByLabel('Tata 407 (2-3 tons)').isChecked()).toBe(true);

    await scheduleAndAnalyse(page, 'Smart Matching & Review');
    // After a reload on step 4 the analysis runs again by itself (once), without the overlay.
    await page.reload();
    await stepHeading(page, 'Smart Matching & Review').waitFor();
    await page
      .getByRole('region', { name: 'AI Route & Weather Analysis' })
      .locator('dt:text-is("Risk score") + dd')
      .waitFor();
    await page.getByRole('region', { name: 'Shared Truck Matches' }).waitFor();
    await page.getByRole('button', { name: 'Create Delivery', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    const [pooled] = await listDeliveries(page);
    expect(pooled?.mode).toBe('pooled');
    expect(pooled?.pricing.totalCost).toBe(pooledPrice(regular.pricing.totalCost));
    await page.getByTestId('stat-payments').getByText(inr(pooled!.pricing.totalCost)).waitFor();
    await context.close();
  });

  it("does not let another user track someone else's shipment", async () => {
    const stranger = await registerViaApi(server.baseUrl, 'Arjun');
    const context = await signedInContext(browser, stranger);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByLabel('Shipment ID', { exact: true }).fill(regular.deliveryId);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Shipment not found' });
    await error.getByText('Please check the shipment ID and try again.').waitFor();
    expect(await page.getByTestId('track-result').count()).toBe(0);

    // 'Book Slot' on the Shared Trucks screen leaves a prefill: addresses, today, the departure's slot (locked), weight.
    const today = istDateString(new Date());
    await page.evaluate((prefill) => localStorage.setItem('prefillDelivery', JSON.stringify(prefill)), {
      pickupAddress: PICKUP,
      deliveryAddress: DROP,
      departureTime: '18:30',
      deliveryDate: today,
      isSharedTruckBooking: true,
      weight: 40,
    });
    await page.goto(`${server.baseUrl}/add-delivery`);
    await page.getByText('Shared truck booking.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Delivery Address' }).inputValue()).toBe(DROP);
    expect(await page.evaluate(() => localStorage.getItem('prefillDelivery'))).toBeNull();
    await page.getByLabel('Customer Name').fill('Ravi Traders');
    await page.getByLabel('Customer Phone').fill('9811122233');
    await page.getByRole('button', { name: 'Next Step' }).click();
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('40');
    await page.getByLabel('Package Type').selectOption('Furniture');
    await page.getByRole('button', { name: 'Next Step' }).click();
    expect(await page.getByLabel('Delivery Date').inputValue()).toBe(today);
    const slot = page.getByLabel('Preferred Time Slot');
    expect([await slot.inputValue(), await slot.isDisabled()]).toEqual(['18-21', true]);
    await context.close();
  });

  it('updates the alert tab counts as alerts are read and deleted', async () => {
    const context = await signedInContext(browser, owner);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/alerts`);
    const count = async (tab: string) =>
      Number((await page.getByTestId(`tab-count-${tab}`).textContent())?.replace(/\D/g, ''));
    const rows = page.locator('button[aria-controls^="alert-body-"]');
    // The demo fleet may add its own alerts (a truck assigned) at any moment: each count is checked against
    // what the list shows at that moment rather than against an earlier figure.
    const counted = async () => ({
      all: await count('all'),
      unread: await count('unread'),
      shown: await rows.count(),
      shownUnread: await page.getByLabel('Unread', { exact: true }).count(),
    });
    const created = rows.filter({ hasText: 'Delivery Scheduled Successfully!' }).first();
    await created.waitFor();
    expect(await count('unread')).toBeGreaterThan(0);

    await created.click();
    await expect.poll(() => created.getByLabel('Unread', { exact: true }).count()).toBe(0);
    await expect
      .poll(async () => {
        const c = await counted();
        return c.unread === c.shownUnread && c.all === c.shown;
      })
      .toBe(true);
    const createdBefore = await rows.filter({ hasText: 'Delivery Scheduled Successfully!' }).count();
    await page
      .getByRole('button', { name: /Actions for Delivery Scheduled Successfully!/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect
      .poll(() => rows.filter({ hasText: 'Delivery Scheduled Successfully!' }).count())
      .toBe(createdBefore - 1);
    await expect
      .poll(async () => {
        const c = await counted();
        return c.all === c.shown && c.unread === c.shownUnread;
      })
      .toBe(true);
    await context.close();
  });
});
