import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { istToday } from '@logisaathi/domain';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser, signUpThroughForm } from './support/users';

function tomorrowIst(): string {
  const d = new Date(`${istToday(new Date())}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const sqFt = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function availableOf(card: Locator): Promise<number> {
  const line = await card.getByText(/available of/).textContent();
  return sqFt(line?.split('available of')[0] ?? '');
}

describe('micro-warehouse marketplace in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a warehouse near Okhla, books 200 sq ft for 7 days, sees it in My Bookings, and availability drops', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await signUpThroughForm(page, server.baseUrl, newUser('Farhan'));
    // Client-side navigation: no second splash screen.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/micro-warehouse');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Micro-Warehouse Network' }).waitFor();

    // The tab counts read (0) until the catalogue arrives.
    await expect
      .poll(async () => sqFt((await page.getByTestId('warehouse-count-all').textContent()) ?? ''))
      .toBeGreaterThanOrEqual(24);
    await page.getByText('Demo listing').first().waitFor();

    await page.getByLabel('Your location').fill('Okhla');
    await page.getByText(/Distances by road from Okhla/).waitFor();
    const first = page.getByRole('list', { name: 'Warehouses' }).getByRole('article').first();
    await first.getByRole('heading', { name: /^Okhla/ }).waitFor();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    expect(await first.getByText(/km away/).textContent()).toMatch(/\d+\.\d km away/);
    const before = await availableOf(first);
    const perDay = sqFt(
      (await first.locator('p', { hasText: '/sq ft/day' }).textContent())?.split('/')[0] ?? '',
    );
    expect(perDay).toBeGreaterThan(0);

    await first.getByRole('button', { name: /Book Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Warehouse Space' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    for (const message of [
      'Space required is required',
      'Duration is required',
      'Start date is required',
      'Package type is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }

    await dialog.getByLabel('Space Required (sq ft)').fill('200');
    await dialog.getByLabel('Duration (days)').fill('7');
    await dialog.getByLabel('Start Date').fill(tomorrowIst());
    await dialog.getByLabel('Package Type').selectOption('Electronics');
    await dialog.getByRole('button', { name: 'Keep dry' }).click();
    const expectedPrice = `₹${(200 * 7 * perDay).toLocaleString('en-IN')}`;
    await dialog.getByTestId('booking-price').filter({ hasText: expectedPrice }).waitFor();

    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('dialog', { name: 'Booking Confirmed' }).waitFor();
    const reference = (await page.getByText(/^WB-/).textContent()) ?? '';
    expect(reference).toMatch(/^WB-[A-Z2-9]{6}$/);
    await page.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect.poll(() => availableOf(card)).toBe(before - 200);

    await page.getByRole('button', { name: /My Bookings/ }).click();
    const booking = page.getByRole('listitem', { name: `Booking ${reference}` });
    await booking.waitFor();
    const text = await booking.textContent();
    expect(text).toContain(name);
    expect(text).toContain('Upcoming');
    expect(text).toContain('200 sq ft');
    expect(text).toContain(expectedPrice);
    await booking.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    await context.close();
  });

  it('shows the empty state for a search that matches nothing, and markers on the map without tiles', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpThroughForm(page, server.baseUrl, newUser('Leela'));
    await page.goto(`${server.baseUrl}/micro-warehouse`);
    await page.getByRole('heading', { level: 1, name: 'Micro-Warehouse Network' }).waitFor();

    await page.getByRole('button', { name: /^Premium/ }).click();
    await expect
      .poll(async () => sqFt((await page.getByTestId('warehouse-count-Premium').textContent()) ?? ''))
      .toBeGreaterThan(0);
    const premium = sqFt((await page.getByTestId('warehouse-count-Premium').textContent()) ?? '');
    await expect
      .poll(() => page.getByRole('list', { name: 'Warehouses' }).getByRole('article').count())
      .toBe(premium);

    await page.getByRole('button', { name: 'Map' }).click();
    // The tile server is unreachable from the test machine; the vector markers still draw.
    await expect.poll(() => page.locator('path.warehouse-marker').count()).toBe(premium);

    await page.getByLabel('Search').fill('Timbuktu');
    await page.getByText('No Warehouses Available').waitFor();
    await page.getByText('Check back later for available micro-warehouses.').waitFor();
    expect(await page.getByTestId('warehouse-count-all').textContent()).toBe('(0)');
    await context.close();
  });
});
