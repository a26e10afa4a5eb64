import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MS_PER_DAY, istDateString, istToday, prefillSlot } from '@logisaathi/domain';
import { startServer, type RunningServer } from './support/server';
import { sharedBrowser } from './support/shared';
import { registerViaApi, signedInContext } from './support/session';

describe('shared trucks in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // A server of its own (it counts every truck the server holds), with demo data: the first start loads the
    // labelled demo trucks.
    [server, browser] = await Promise.all([startServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the demo trucks with the Demo label and the filter counts', async () => {
    const context = await signedInContext(browser, await registerViaApi(server.baseUrl, 'Meera'), {
      width: 360,
      height: 900,
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/shared-trucks`);
    await page.getByRole('heading', { level: 1, name: 'Shared Truck Matches' }).waitFor();
    const cards = page.getByRole('region', { name: 'Truck matches' }).getByRole('article');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(6);
    expect(count).toBeLessThanOrEqual(10);
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(count);
    expect(await page.getByText('Demo truck — for illustration', { exact: true }).count()).toBe(count);
    expect(await page.getByTestId('tab-count-all').textContent()).toBe(`(${count})`);
    const compatible = Number(
      (await page.getByTestId('tab-count-compatible').textContent())?.replace(/\D/g, ''),
    );
    expect(compatible).toBe(await page.getByText('Compatible', { exact: true }).count());
    // Demo supply never counts as real trucks.
    expect(await page.getByTestId('pool-supply').textContent()).toContain('0 trucks offered by businesses');
    await page.getByPlaceholder('Search by company, route, or location...').fill('Kundli');
    expect(await cards.count()).toBe(1);
    await page.getByPlaceholder('Search by company, route, or location...').fill('no such company anywhere');
    await page.getByText('No Truck Matches Available').waitFor();
    await page.getByText('No compatible shared trucks found at the moment.').waitFor();
    // The page fits a 360 px phone without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it("shows the Add Your Truck to Pool form's validation messages and adds a truck", async () => {
    const context = await signedInContext(browser, await registerViaApi(server.baseUrl, 'Kabir'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/shared-trucks`);
    await page.getByRole('button', { name: 'Add Your Truck to Pool' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Your Truck to Pool' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Truck to Pool' }).click();
    for (const message of [
      'Company name is required',
      'Please select a truck type',
      'Capacity is required',
      'Pickup location is required',
      'Delivery location is required',
      'Departure date is required',
      'Please select a departure time slot',
      'Cost per km is required',
      'Contact person is required',
      'Phone number is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await dialog.getByLabel('Capacity (tons)').fill('0.3');
    await dialog.getByLabel('Cost per km (₹)').fill('12');
    await dialog.getByRole('button', { name: 'Add Truck to Pool' }).click();
    await dialog.getByText('Capacity must be at least 0.5 tons', { exact: true }).waitFor();
    await dialog.getByText('Cost per km must be in steps of 5', { exact: true }).waitFor();

    await dialog.getByLabel('Company Name').fill('Kabir Logistics');
    await dialog.getByLabel('Truck Type').selectOption('Tata 407');
    await dialog.getByLabel('Capacity (tons)').fill('2.5');
    await dialog.getByLabel('Cost per km (₹)').fill('30');
    await dialog.getByLabel('Pickup Location').fill('Okhla Industrial Area Phase 2');
    await dialog.getByLabel('Delivery Location').fill('Bawana Industrial Area');
    await dialog.getByLabel('Departure Date').fill(istDateString(new Date(Date.now() + MS_PER_DAY)));
    await dialog.getByLabel('Departure Time').selectOption('9-12');
    await dialog.getByLabel('Contact Person').fill('Kabir Singh');
    await dialog.getByLabel('Contact Phone').fill('9811022334');
    await dialog.getByRole('button', { name: 'Add Truck to Pool' }).click();
    await page.getByText('Your truck is now in the shared pool.').waitFor();
    const mine = page.getByRole('region', { name: 'My Trucks & Requests' });
    await mine
      .getByText('Kabir Logistics · Tata 407 · Okhla Industrial Area Phase 2 → Bawana Industrial Area')
      .waitFor();
    await page
      .getByTestId('pool-supply')
      .getByText('1 truck offered by businesses', { exact: false })
      .waitFor();
    await context.close();
  });

  it('Book Slot lands on /add-delivery with the prefilled addresses and the slot locked', async () => {
    const context = await signedInContext(browser, await registerViaApi(server.baseUrl, 'Asha'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/shared-trucks`);
    const card = page.getByRole('region', { name: 'Truck matches' }).getByRole('article').first();
    await card.waitFor();
    // Details opens the truck's route, stops and cost split, with the rule stated.
    await card.getByRole('button', { name: /^Details/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Cost split').waitFor();
    await details.getByText(/split in proportion to what each shipment would cost alone/).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    const from = (await card.locator('dt:text-is("From") + dd').textContent()) ?? '';
    const to = (await card.locator('dt:text-is("To") + dd').textContent()) ?? '';
    const departureTime = (await card.getAttribute('data-departure-time')) ?? '';
    await card.getByRole('button', { name: /^Book Slot/ }).click();
    await page.waitForURL(`${server.baseUrl}/add-delivery`);
    await page.getByText('Shared truck booking.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Pickup Address' }).inputValue()).toBe(from);
    expect(await page.getByRole('combobox', { name: 'Delivery Address' }).inputValue()).toBe(to);
    // Through steps 1 and 2 to the schedule: the slot is the truck's and cannot be changed.
    await page.getByLabel('Customer Name').fill('Asha Verma');
    await page.getByLabel('Customer Phone').fill('9811022334');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Package Type').selectOption('Electronics');
    await page.getByLabel('Weight (kg)').fill('20');
    await page.getByRole('button', { name: 'Next Step' }).click();
    const slot = page.getByLabel('Preferred Time Slot');
    await slot.waitFor();
    expect(await slot.isDisabled()).toBe(true);
    expect(await slot.inputValue()).toBe(prefillSlot(departureTime));
    // Spec section 7: the prefill's date is today.
    expect(await page.getByLabel('Delivery Date').inputValue()).toBe(istToday(new Date()));
    await context.close();
  });
});
