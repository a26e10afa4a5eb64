/*
 * The consignment documents joined to the e-way bill (issue 16), on PGlite and PostgreSQL: the invoice and the
 * consignment note print the delivery's e-way bill number, and the consignment note takes goods, packages and
 * declared value from the goods invoice given at booking; without one they say what the booking says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString } from '@logisaathi/domain';
import { deliver, pdfText, readyToDeliver } from './billing-support';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const booking = () => ({
  pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
  deliveryAddress: 'C-56, Sector 62, Noida 201301',
  packageType: 'Electronics',
  weight: 120,
  deliveryDate: istDateString(new Date(Date.now() + 86_400_000)),
  deliveryTime: '12-15',
  customerName: 'Noida Retail Pvt Ltd',
  customerPhone: '9811122233',
  mode: 'regular',
  goodsInvoice: {
    invoiceNumber: 'INV/26-27/0042',
    invoiceDate: istDateString(new Date()),
    invoiceValue: 75000,
    hsnCode: '8471',
    description: 'Laptops in cartons',
    gstRate: '18',
    quantity: 10,
    qtyUnit: 'BOX',
    consigneeGstin: '09AAACN1234F1ZV',
    pickupPincode: '110020',
    deliveryPincode: '201301',
  },
});

describe.each(DB_KINDS)('consignment documents with an e-way bill on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shipper = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: shipper.auth });
  const documentsText = async (deliveryRowId: string) => {
    const { invoice, consignmentNote } = (await get(`/api/billing/deliveries/${deliveryRowId}`)).json().data;
    return {
      invoice: await pdfText((await get(invoice.pdfUrl)).rawPayload),
      note: await pdfText((await get(consignmentNote.pdfUrl)).rawPayload),
    };
  };

  it('prints the e-way bill number and the goods invoice details on the invoice and the consignment note', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: shipper.auth,
      payload: booking(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json().data.delivery;
    const ewb = await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${booked._id}/eway-bill/number`,
      headers: shipper.auth,
      payload: { ewbNumber: '551000123456', generatedOn: istDateString(new Date()) },
    });
    expect(ewb.statusCode, ewb.body).toBe(200);
    const d = await readyToDeliver(t.app, shipper, booked);
    expect((await deliver(t.app, shipper, d)).statusCode).toBe(200);

    const { invoice, note } = await documentsText(d._id);
    for (const text of [invoice, note]) {
      expect(text).toContain('E-way bill number: 5510 0012 3456');
      expect(text).toContain('Goods: Laptops in cartons');
      expect(text).toContain('Packages: 10 Boxes');
      expect(text).toContain('Declared value: ₹75,000.00');
      expect(text).toContain('Consignee GSTIN: 09AAACN1234F1ZV');
      expect(text).not.toContain('Not declared');
    }
  });

  it('says what the booking says when no goods invoice was given', async () => {
    const d = await readyToDeliver(t.app, shipper);
    expect((await deliver(t.app, shipper, d)).statusCode).toBe(200);
    const { invoice, note } = await documentsText(d._id);
    for (const text of [invoice, note]) {
      expect(text).not.toContain('E-way bill');
      expect(text).toContain('Packages: 1 ');
      expect(text).toContain('Declared value: Not declared');
    }
  });
});
