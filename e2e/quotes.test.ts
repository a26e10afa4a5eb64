import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { registerViaApi, signedInContext } from './support/session';

// The measured case: the review once showed ₹421 and the delivery was charged ₹427.
const PICKUP = 'Okhla Industrial Area Phase 2, New Delhi 110020';
const DROP = 'Sector 63, Noida, Uttar Pradesh 201301';
const WEIGHT_KG = 12;

const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

/** Tomorrow in IST, so every slot is open whatever the hour the suite runs. */
const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

describe('binding quotes in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const stepHeading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 2, name, exact: true });

  it('charges the price shown at review: Okhla Phase 2 to Sector 63 Noida, 12 kg', async () => {
    const owner = await registerViaApi(server.baseUrl, 'Kavya');
    const context = await signedInContext(browser, owner);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/add-delivery`);
    await stepHeading(page, 'Pickup & Delivery').waitFor();
    await page.getByRole('combobox', { name: 'Pickup Address' }).fill(PICKUP);
    await page.getByRole('combobox', { name: 'Delivery Address' }).fill(DROP);
    await page.getByLabel('Customer Name').fill('Ravi Traders');
    await page.getByLabel('Customer Phone').fill('9811122233');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await stepHeading(page, 'Package Details').waitFor();
    await page.getByLabel('Package Type').selectOption('Electronics');
    await page.getByLabel('Weight (kg)').fill(String(WEIGHT_KG));
    await page.getByRole('button', { name: 'Next Step' }).click();
    await stepHeading(page, 'Schedule').waitFor();
    await page.getByLabel('Delivery Date').fill(tomorrowIst());
    await page.getByLabel('Preferred Time Slot').selectOption('12-15');
    await page.getByRole('button', { name: 'Get AI Route & Weather Analysis' }).click();
    // The analysis (no 3 s overlay first with test timings) takes however long a loaded machine takes: no guessed limit.
    await stepHeading(page, 'AI Analysis & Review').waitFor({ timeout: 0 });

    const price = page.getByRole('region', { name: 'Your Price' });
    const charged = price.getByTestId('quote-charged');
    await charged.waitFor();
    const shown = (await charged.textContent()) ?? '';
    expect(shown).toMatch(/^₹[\d,]+$/);
    expect(await price.getByTestId('estimate-regular').textContent()).toBe(shown);
    expect(await price.getByTestId('quote-validity').textContent()).toMatch(/by \d{1,2}:\d{2}\s?[ap]m IST/i);

    await page.getByRole('button', { name: 'Create Delivery', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    // The dashboard shows what the review showed, and the stored delivery was charged exactly that.
    await page.getByTestId('stat-payments').getByText(shown, { exact: true }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${server.baseUrl}/api/deliveries`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const deliveries = (
      (await res.json()) as { data: { deliveries: Array<{ pricing: { totalCost: number } }> } }
    ).data.deliveries;
    expect(deliveries).toHaveLength(1);
    expect(inr(deliveries[0]!.pricing.totalCost)).toBe(shown);
    await context.close();
  });
});
