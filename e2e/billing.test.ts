import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import { axeViolations } from './support/axe';
import { downloadedFile } from './support/browser';
import type { RunningServer } from './support/server';
import { operatorAuth } from './support/operators';
import { sharedBrowser, sharedServer } from './support/shared';
import { registerViaApi, signedInContext, type Session } from './support/session';

const PHONE = { width: 360, height: 740 };

/*
 * Billing (issue 16): a booking is taken to Delivered the way the owner does it over the API (a driver assigned,
 * each status, then the consignee's code), and the business finds the GST invoice on its Billing screen at
 * 360 px and downloads it. Waits are on states and events only.
 */
describe('billing in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function call(session: Session, method: string, path: string, body: unknown) {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: Record<string, unknown> };
  }

  /** Books, assigns a driver and delivers with the consignee's code; returns the delivery's row id. */
  async function deliverABooking(session: Session): Promise<string> {
    const booked = await call(session, 'POST', '/api/deliveries', {
      pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
      deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
      packageType: 'Electronics',
      weight: 12,
      deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
      deliveryTime: '12-15',
      customerName: 'Rohit Gupta',
      customerPhone: '9811122233',
      mode: 'regular',
    });
    const id = (booked.data.delivery as { _id: string })._id;
    const assigned = await call(session, 'POST', `/api/deliveries/${id}/driver`, {
      name: 'Ramesh Kumar',
      phone: '9899001122',
      vehicleNumber: 'DL 1L AB 1234',
    });
    const code = (assigned.data.tracking as { deliveryCode: string }).deliveryCode;
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      await call(session, 'PUT', `/api/deliveries/${id}/status`, { status });
    }
    await call(session, 'PUT', `/api/deliveries/${id}/status`, { status: 'Delivered', code });
    return id;
  }

  it('delivers a booking, shows its GST invoice on Billing at 360 px and downloads it', async () => {
    const session = await registerViaApi(server.baseUrl, 'Kavita', 'Kavita Exports');
    await deliverABooking(session);

    const context = await signedInContext(browser, session, PHONE);
    const page = await context.newPage();
    context.setDefaultTimeout(0);
    await page.goto(`${server.baseUrl}/dashboard`);
    // Billing is in the app's navigation (the mobile menu at this width).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();

    const number = page.getByTestId('invoice-number');
    await number.waitFor();
    const invoiceNumber = (await number.textContent()) ?? '';
    expect(invoiceNumber).toMatch(/^LS\/\d{2}-\d{2}\/\d{6}$/);
    expect(await page.getByTestId('total-invoiced').textContent()).toMatch(/^₹[\d,]+\.00$/);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`);
    const saved = await downloadedFile(file);
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page, { rules: 'all' })).toEqual([]);
    await context.close();
  });

  it('pays an invoice by UPI reference, sees it awaiting then confirmed, with a receipt and the dashboard totals', async () => {
    const session = await registerViaApi(server.baseUrl, 'Meena', 'Meena Textiles');
    await deliverABooking(session);
    const utr = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

    const context = await signedInContext(browser, session, PHONE);
    const page = await context.newPage();
    context.setDefaultTimeout(0);
    await page.goto(`${server.baseUrl}/dashboard`);
    const ledger = page.getByTestId('stat-payments-ledger');
    await ledger.getByText(/^Paid ₹0 · Due ₹[\d,]+ · Pay invoices$/).waitFor();
    const due = /Due (₹[\d,]+)/.exec((await ledger.textContent()) ?? '')?.[1] ?? '';
    expect(due).not.toBe('');

    await page.goto(`${server.baseUrl}/billing`);
    const invoice = page.getByTestId('invoice-item');
    await invoice.getByTestId('invoice-payment-state').getByText('Unpaid').waitFor();
    await invoice.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('img', { name: /^UPI QR code to pay ₹[\d,]+\.00 for invoice LS\// }).waitFor();
    expect(await page.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=.+&pn=.+&am=\d+\.\d{2}&cu=INR&tn=.+&tr=LS%2F/,
    );
    await page.getByLabel('UPI reference (UTR)').fill(utr);
    await page.getByRole('button', { name: 'Submit UTR' }).click();
    const payment = page
      .getByTestId('payment-item')
      .filter({ hasText: `UTR ${utr}` })
      .first();
    await payment.getByText('Awaiting confirmation').waitFor();

    // The operator finds the UTR in the bank statement and confirms it.
    const [operator] = server.operators ?? [];
    if (!operator) throw new Error('the shared server has no operator');
    const ops = await operatorAuth(server.baseUrl, operator);
    const queue = (await (
      await fetch(`${server.baseUrl}/api/billing/ops/payments`, { headers: ops })
    ).json()) as {
      data: { payments: Array<{ id: string; utr: string }> };
    };
    const waiting = queue.data.payments.find((p) => p.utr === utr);
    expect(waiting).toBeDefined();
    const confirmed = await fetch(`${server.baseUrl}/api/billing/ops/payments/${waiting?.id}/confirm`, {
      method: 'POST',
      headers: { ...ops, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(confirmed.status).toBe(200);

    await page.reload();
    await page.getByTestId('invoice-payment-state').getByText('Paid').waitFor();
    const receiptButton = page.getByRole('button', {
      name: /^Download receipt RC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/,
    });
    const [file] = await Promise.all([page.waitForEvent('download'), receiptButton.first().click()]);
    expect(
      fs
        .readFileSync(await downloadedFile(file))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByTestId('stat-payments-ledger').getByText(`Paid ${due} · Due ₹0`).waitFor();
    await context.close();
  });
});
