/*
 * Issue 32, on PGlite and PostgreSQL: the quote shows the GST treatment and the amount the shipper will pay,
 * and the invoice total is that amount (the complaint: ₹1,331 quoted became ₹1,571 invoiced under forward
 * charge with the quote never mentioning GST). The invoice is complete to Rules 46 and 54(3): the billing
 * address of the profile, the consignment note number, the GSTIN of the person liable to pay the tax, the amount
 * in words and the HSN/SAC summary, each read back from the PDF's text with its amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords, formatPaise } from '@logisaathi/domain';
import { deliver, pdfText, readyToDeliver } from './billing-support';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { dayFromToday, NOIDA, OKHLA } from './quotes-support';

const BILLING_ADDRESS = 'Shop 4, Main Market, Lajpat Nagar, New Delhi 110024';
const quoteBody = () => ({
  pickupAddress: OKHLA,
  deliveryAddress: NOIDA,
  weight: 12,
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
});

describe.each(DB_KINDS)('GST from quote to invoice on %s', (kind) => {
  let t: TestApp;
  let registered: TestUser;
  let unregistered: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { GTA_TAX_MODEL: 'fcm-18' });
    registered = await signUp(t.app);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: registered.auth,
      payload: { name: 'Asha Verma', gstin: '07AAACL1234C1Z7', billingAddress: BILLING_ADDRESS },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    unregistered = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const quoteFor = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: user.auth,
      payload: quoteBody(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.quote;
  };
  const invoiceFor = async (user: TestUser, quoteId: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: {
        ...quoteBody(),
        packageType: 'Electronics',
        customerName: 'Ravi Traders',
        customerPhone: '9811022334',
        mode: 'regular',
        quoteId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const d = await readyToDeliver(t.app, user, created.json().data.delivery);
    expect((await deliver(t.app, user, d)).statusCode).toBe(200);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
    const { invoice, consignmentNote } = (await get(`/api/billing/deliveries/${d._id}`)).json().data;
    return { invoice, consignmentNote, text: await pdfText((await get(invoice.pdfUrl)).rawPayload) };
  };

  it('a registered shipper under forward charge at 18 %: the quote says the GST and the invoice totals the same', async () => {
    const quote = await quoteFor(registered);
    const price = quote.price.regularCost * 100;
    expect(quote.tax).toMatchObject({ treatment: 'forward-charge', rateBp: 1800 });
    expect(quote.tax.regular.chargedTaxPaise).toBe(Math.round(price * 0.18));
    expect(quote.tax.regular.payablePaise).toBe(Math.round((price * 1.18) / 100) * 100);

    const { invoice, consignmentNote, text } = await invoiceFor(registered, quote.id);
    expect(invoice.totalPaise).toBe(quote.tax.regular.payablePaise);
    for (const field of [
      `Address: ${BILLING_ADDRESS}`,
      'State: Delhi (07)',
      `Consignment note number: ${consignmentNote.number}`,
      'GSTIN of the person liable to pay GST: 07AAFCL0001A1ZJ',
      `Amount in words: ${amountInWords(invoice.totalPaise)}`,
      'HSN/SAC summary',
      `996511 ${formatPaise(invoice.taxablePaise)} 18%`,
      `Total ${formatPaise(invoice.totalPaise)}`,
      `Taxable value ${formatPaise(invoice.taxablePaise)}`,
    ]) {
      expect(text).toContain(field);
    }
  });

  it('an unregistered shipper: exempt on the quote and on the bill, which totals the price', async () => {
    const quote = await quoteFor(unregistered);
    expect(quote.tax).toMatchObject({ treatment: 'exempt', rateBp: 0 });
    expect(quote.tax.regular).toEqual({
      chargedTaxPaise: 0,
      reverseChargeTaxPaise: 0,
      payablePaise: quote.price.regularCost * 100,
    });
    const { invoice, text } = await invoiceFor(unregistered, quote.id);
    expect(invoice.totalPaise).toBe(quote.tax.regular.payablePaise);
    expect(invoice.chargedTaxPaise).toBe(0);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('GSTIN of the person liable to pay GST: Not applicable');
    expect(text).toContain(`Total ${formatPaise(invoice.totalPaise)}`);
  });
});
