import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { istDateString, MS_PER_DAY, NIC_BULK_VERSION } from '@logisaathi/domain';
import { axeViolations } from './support/axe';
import { downloadedFile } from './support/browser';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { registerViaApi, signedInContext, type Session } from './support/session';

const PICKUP = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
const DROP = 'C-56, Sector 62, Noida 201301';

const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

describe('e-way bill in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Session;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const stepHeading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 2, name, exact: true });

  it('books ₹75,000 of goods from Okhla to Noida: review says an e-way bill is required, the file downloads and parses, and the number shows with its validity', async () => {
    owner = await registerViaApi(server.baseUrl, 'Kavita');
    const context = await signedInContext(browser, owner, { width: 360, height: 800 });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/add-delivery`);
    await stepHeading(page, 'Pickup & Delivery').waitFor();
    await page.getByRole('combobox', { name: 'Pickup Address' }).fill(PICKUP);
    await page.getByRole('combobox', { name: 'Delivery Address' }).fill(DROP);
    await page.getByLabel('Customer Name').fill('Noida Retail Pvt Ltd');
    await page.getByLabel('Customer Phone').fill('9811122233');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await stepHeading(page, 'Package Details').waitFor();
    await page.getByLabel('Package Type').selectOption('Electronics');
    await page.getByLabel('Weight (kg)').fill('120');
    await page.getByRole('radio', { name: 'Yes, with an invoice' }).check();
    // The PIN codes come from the addresses.
    expect(await page.getByLabel('Pickup PIN code').inputValue()).toBe('110020');
    expect(await page.getByLabel('Delivery PIN code').inputValue()).toBe('201301');
    await page.getByLabel('Invoice number').fill('INV/26-27/0042');
    await page.getByLabel('Invoice date').fill(istDateString(new Date()));
    await page.getByLabel('Invoice value including GST (₹)').fill('75000');
    await page.getByLabel('HSN code').fill('84');
    await page.getByLabel('Description of the goods').focus();
    await page.getByText('HSN code must be 4 to 8 digits').waitFor();
    expect(await page.getByRole('button', { name: 'Next Step' }).isDisabled()).toBe(true);
    await page.getByLabel('HSN code').fill('8471');
    await page.getByLabel('Description of the goods').fill('Laptops in cartons');
    await page.getByLabel('GST rate of the goods').selectOption('18');
    await page.getByLabel('Quantity').fill('10');
    await page.getByLabel('Unit').selectOption('BOX');
    expect(await axeViolations(page, { within: 'section[aria-labelledby="wizard-step-title"]' })).toEqual([]);
    await page.getByRole('button', { name: 'Next Step' }).click();

    await stepHeading(page, 'Schedule').waitFor();
    await page.getByLabel('Delivery Date').fill(tomorrowIst());
    await page.getByLabel('Preferred Time Slot').selectOption('12-15');
    await page.getByRole('button', { name: 'Get AI Route & Weather Analysis' }).click();
    await stepHeading(page, 'AI Analysis & Review').waitFor({ timeout: 0 });
    const notice = page.getByTestId('eway-bill-notice');
    expect(await notice.getByRole('heading', { name: 'E-way bill required' }).isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('more than ₹50,000');

    await page.getByRole('button', { name: 'Create Delivery' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    const panel = page.getByTestId('eway-bill-panel');
    await panel.getByRole('heading', { name: 'E-way bill: E-way bill required' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download e-way bill file (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^eway-bill-LS[A-Z0-9]{6}\.json$/);
    const file = JSON.parse(await readFile(await downloadedFile(download), 'utf8')) as {
      version: string;
      billLists: Array<Record<string, unknown>>;
    };
    // The API checks every file against ewb-bulk.schema.json before serving it.
    expect(file.version).toBe(NIC_BULK_VERSION);
    expect(file.billLists[0]).toMatchObject({
      docNo: 'INV/26-27/0042',
      totInvValue: 75000,
      fromPincode: 110020,
      toPincode: 201301,
    });

    await panel.getByLabel('E-way bill number').fill('12345');
    await panel.getByRole('button', { name: 'Save number' }).click();
    await panel.getByText('E-way bill number must be 12 digits').waitFor();
    await panel.getByLabel('E-way bill number').fill('331000123456');
    await panel.getByRole('button', { name: 'Save number' }).click();
    const shown = panel.getByTestId('eway-bill-number');
    await shown.waitFor();
    const text = (await shown.textContent()) ?? '';
    expect(text).toContain('3310 0012 3456');
    const [y, m, d] = tomorrowIst().split('-');
    const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(text).toContain(`valid until 23:59 on ${Number(d)} ${month} ${y} (IST)`);
    expect(text).toContain('1 day');
    expect(await axeViolations(page, { within: '[data-testid="eway-bill-panel"]' })).toEqual([]);
    await context.close();
  });
});
