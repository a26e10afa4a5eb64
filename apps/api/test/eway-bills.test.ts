import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ewbBulkSchema,
  ewbVehicleUpdateSchema,
  formatRegistrationNumber,
  istDateString,
  MS_PER_DAY,
  MS_PER_HOUR,
} from '@logisaathi/domain';
import { checkEwbExpiry } from '../src/modules/eway-bills/check-ewb-expiry';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { offerFor, readyVehicle, signUpPartner } from './partner-support';
import { NEAR_OKHLA } from './tracking-support';

const OKHLA = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
const NOIDA = 'C-56, Sector 62, Noida 201301';
/** The pickup's place as geocoded: Part-B's 'from place'. */
const OKHLA_PLACE = 'Okhla Industrial Area Phase 2, Delhi, 110020';
const BAWANA = 'Sector 3, Bawana Industrial Area, Delhi 110039';
const ajv = new Ajv({ allErrors: true, strict: true });
const validateBulk = ajv.compile(ewbBulkSchema);
const validateVehicle = ajv.compile(ewbVehicleUpdateSchema);
const day = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

const goods = (over: Record<string, unknown> = {}) => ({
  invoiceNumber: 'INV/26-27/0042',
  invoiceDate: day(0),
  invoiceValue: 75000,
  hsnCode: '8471',
  description: 'Laptops in cartons',
  gstRate: '18',
  quantity: 10,
  qtyUnit: 'BOX',
  pickupPincode: '110020',
  deliveryPincode: '201301',
  ...over,
});
const booking = (over: Record<string, unknown> = {}) => ({
  pickupAddress: OKHLA,
  deliveryAddress: NOIDA,
  packageType: 'Electronics',
  weight: 120,
  deliveryDate: day(1),
  deliveryTime: '12-15',
  customerName: 'Noida Retail Pvt Ltd',
  customerPhone: '9811122233',
  mode: 'regular',
  goodsInvoice: goods(),
  ...over,
});

describe.each(DB_KINDS)('e-way bills on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let stranger: TestUser;
  let partner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { PARTNER_DISPATCH_INTERVAL_MS: '50', DISPATCH_BATCH_INTERVAL_MS: '50' });
    shipper = await signUp(t.app);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: shipper.auth,
      payload: { name: 'Asha Verma', gstin: '07AAACR5055K1Z9' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    stranger = await signUp(t.app);
    partner = await signUpPartner(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const book = async (over: Record<string, unknown> = {}) => {
    const res = await call(shipper, 'POST', '/api/deliveries', booking(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.delivery as {
      _id: string;
      deliveryId: string;
      ewayBill: { required: boolean; number: string | null; validUntilDay: string | null } | null;
    };
  };

  // First: the partner's truck is offered this booking while no other is waiting for one.
  it('puts the truck on the file once assigned, shows the number on the job, and makes a Part-B file when the truck changes', async () => {
    const d = await book();
    await call(shipper, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '551000123456',
      generatedOn: day(0),
    });
    const noChange = await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill/vehicle-update.json`);
    expect(noChange.statusCode).toBe(409);

    const { vehicle } = await readyVehicle(t.app, partner, NEAR_OKHLA);
    const offer = await offerFor(t.app, partner, d.deliveryId);
    const accepted = await call(partner, 'POST', `/api/partners/offers/${offer.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The bill was generated before any truck: Part-B is due for the first time, and the partner sees it too.
    const partB = {
      ewbNumber: '551000123456',
      vehicleNo: formatRegistrationNumber(vehicle.registrationNumber),
      previousVehicleNo: null,
      fromPlace: OKHLA_PLACE,
      fromState: 'Delhi',
      reasonCode: 4,
      reason: 'First time',
      reasonRemark: '',
      transDocNo: d.deliveryId,
      transDocDate: day(1),
    };
    expect(accepted.json().data.job.ewayBill).toEqual({
      number: '551000123456',
      validUntilDay: day(1),
      partB,
    });
    // The business is told which update to make, in the same transaction as the assignment.
    const alerts = (await call(shipper, 'GET', '/api/alerts')).json().data.alerts as Array<{
      title: string;
      message: string;
    }>;
    expect(alerts).toContainEqual(
      expect.objectContaining({
        title: 'Update the e-way bill vehicle',
        message: `The truck for ${d.deliveryId} is now ${formatRegistrationNumber(vehicle.registrationNumber)}. Update Part-B of e-way bill 5510 0012 3456 with it on the e-way bill portal before the goods move: the details are on the delivery page.`,
      }),
    );

    const bulk = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill/bulk.json`)).json();
    expect(validateBulk(bulk)).toBe(true);
    expect(bulk.billLists[0].vehicleNo).toBe(vehicle.registrationNumber);

    const view = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill`)).json().data.ewayBill;
    expect(view).toMatchObject({ vehicleUpdateDue: true, billVehicleNo: null, partB });
    const res = await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill/vehicle-update.json`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(validateVehicle(file), JSON.stringify(validateVehicle.errors)).toBe(true);
    expect(file.vehUpdtList[0]).toMatchObject({
      ewbNo: 551000123456,
      vehicleNo: vehicle.registrationNumber,
      fromState: 7,
      reasonCode: 4,
      transDocNo: d.deliveryId,
      transMode: 1,
    });
    const wrong = await call(shipper, 'POST', `/api/deliveries/${d._id}/eway-bill/vehicle-update`, {
      vehicleNo: 'HR55AB9999',
    });
    expect(wrong.statusCode).toBe(409);
    const confirmed = await call(shipper, 'POST', `/api/deliveries/${d._id}/eway-bill/vehicle-update`, {
      vehicleNo: vehicle.registrationNumber,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.ewayBill).toMatchObject({ vehicleUpdateDue: false, partB: null });
    const job = (await call(partner, 'GET', `/api/partners/jobs/${accepted.json().data.job.id}`)).json().data.job;
    expect(job.ewayBill.partB).toBeNull();
  });

  it('shows the Part-B update when the business changes the truck of its own driver', async () => {
    const d = await book({ deliveryDate: day(2) });
    const driver = (vehicleNumber: string) =>
      call(shipper, 'POST', `/api/deliveries/${d._id}/driver`, {
        name: 'Ramesh Kumar',
        phone: '9899001122',
        vehicleNumber,
      });
    expect((await driver('DL 1L AB 1234')).statusCode).toBe(201);
    await call(shipper, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '551000654321',
      generatedOn: day(0),
    });
    const before = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill`)).json().data.ewayBill;
    expect(before).toMatchObject({ vehicleUpdateDue: false, partB: null, billVehicleNo: 'DL 1L AB 1234' });

    // The truck breaks down the evening before: the business sends another.
    expect((await driver('HR55AB9999')).statusCode).toBe(201);
    const after = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill`)).json().data.ewayBill;
    expect(after).toMatchObject({ vehicleUpdateDue: true, assignedVehicleNo: 'HR 55 AB 9999' });
    expect(after.partB).toEqual({
      ewbNumber: '551000654321',
      vehicleNo: 'HR 55 AB 9999',
      previousVehicleNo: 'DL 1L AB 1234',
      fromPlace: OKHLA_PLACE,
      fromState: 'Delhi',
      reasonCode: 3,
      reason: 'Others',
      reasonRemark: 'Vehicle changed by the carrier',
      transDocNo: d.deliveryId,
      transDocDate: day(2),
    });
    // The portal file says the same.
    const file = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill/vehicle-update.json`)).json();
    expect(file.vehUpdtList[0]).toMatchObject({
      ewbNo: 551000654321,
      vehicleNo: 'HR55AB9999',
      fromPlace: OKHLA_PLACE,
      fromState: 7,
      reasonCode: 3,
      reasonRem: 'Vehicle changed by the carrier',
      transDocNo: d.deliveryId,
    });
  });

  it('says an e-way bill is required for ₹75,000 from Okhla (Delhi) to Noida (Uttar Pradesh)', async () => {
    const d = await book();
    expect(d.ewayBill).toEqual({ required: true, number: null, validUntilDay: null, expiresAt: null });
    const view = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill`)).json().data.ewayBill;
    expect(view).toMatchObject({
      required: true,
      limitPaise: 5_000_000,
      whollyWithinDelhi: false,
      ewbNumber: null,
      goods: { fromState: 'Delhi', toState: 'Uttar Pradesh', valuePaise: 7_500_000, hsnCode: '8471' },
    });
  });

  it('applies the ₹1,00,000 limit to a movement wholly inside Delhi', async () => {
    const inside = { deliveryAddress: BAWANA };
    const at = async (value: number) =>
      (await book({ ...inside, goodsInvoice: goods({ invoiceValue: value, deliveryPincode: '110039' }) }))
        .ewayBill!.required;
    expect(await at(100000)).toBe(false);
    expect(await at(100001)).toBe(true);
    expect((await book({ goodsInvoice: goods({ invoiceValue: 50000 }) })).ewayBill!.required).toBe(false);
    expect((await book({ goodsInvoice: goods({ invoiceValue: 50001 }) })).ewayBill!.required).toBe(true);
  });

  it('refuses a goods invoice the schema refuses, field by field, and books without one', async () => {
    const res = await call(
      shipper,
      'POST',
      '/api/deliveries',
      booking({ goodsInvoice: goods({ hsnCode: '84' }) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'goodsInvoice.hsnCode',
      msg: 'HSN code must be 4 to 8 digits',
    });
    const plain = await book({ goodsInvoice: undefined });
    expect(plain.ewayBill).toBeNull();
    const none = await call(shipper, 'GET', `/api/deliveries/${plain._id}/eway-bill`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This delivery has no goods invoice');
  });

  it('keeps another business out of a delivery’s e-way bill (404)', async () => {
    const d = await book();
    for (const url of ['eway-bill', 'eway-bill/bulk.json', 'eway-bill/vehicle-update.json']) {
      const res = await call(stranger, 'GET', `/api/deliveries/${d._id}/${url}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Delivery not found');
    }
    const put = await call(stranger, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '331000123456',
      generatedOn: day(0),
    });
    expect(put.statusCode).toBe(404);
  });

  it('writes the NIC bulk file, valid against the schema, then takes the number back with its validity', async () => {
    const d = await book();
    const res = await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill/bulk.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`eway-bill-${d.deliveryId}.json`);
    const file = res.json();
    expect(validateBulk(file), JSON.stringify(validateBulk.errors)).toBe(true);
    expect(file.version).toBe('1.0.0621');
    expect(file.billLists[0]).toMatchObject({
      userGstin: '07AAACR5055K1Z9',
      fromGstin: '07AAACR5055K1Z9',
      fromTrdName: 'Verma Traders',
      toGstin: 'URP',
      toTrdName: 'Noida Retail Pvt Ltd',
      fromPincode: 110020,
      toPincode: 201301,
      transType: 1,
      actualFromStateCode: 7,
      actualToStateCode: 9,
      totInvValue: 75000,
      igstValue: 11440.68,
      OthValue: 0,
      TotNonAdvolVal: 0,
      transMode: 1,
      transporterId: '07AAFCL0001A1ZJ',
      transporterName: 'LogiSaathi Logistics Private Limited',
      transDocNo: '',
      mainHsnCode: '8471',
      vehicleNo: '',
    });
    // Every amount as rupees with exactly two decimals, written from paise.
    expect(res.body).toContain('"totInvValue": 75000.00');
    expect(res.body).toContain('"igstValue": 11440.68');
    const panel = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill`)).json().data.ewayBill;
    expect(panel).toMatchObject({
      generator: 'consignor',
      transporter: { gstin: '07AAFCL0001A1ZJ', name: 'LogiSaathi Logistics Private Limited' },
    });

    const bad = await call(shipper, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '33100012345',
      generatedOn: day(0),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({
      field: 'ewbNumber',
      msg: 'E-way bill number must be 12 digits',
    });

    const ok = await call(shipper, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '3310 0012 3456',
      generatedOn: day(0),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const view = ok.json().data.ewayBill;
    expect(view).toMatchObject({ ewbNumber: '331000123456', validityDays: 1, validUntilDay: day(1) });
    const after = (await call(shipper, 'GET', `/api/deliveries/${d._id}`)).json().data.delivery;
    expect(after.ewayBill).toMatchObject({ number: '331000123456', validUntilDay: day(1) });
  });

  it.each([
    ['₹60,000 Delhi to Uttar Pradesh at 18 %', '60,000', NOIDA, '201301', '18', 9152.54, 0],
    ['₹1,20,000 within Delhi at 18 %', '₹1,20,000', BAWANA, '110039', '18', 0, 9152.54],
    ['₹75,000.50 within Delhi at 5 %', '75,000.50', BAWANA, '110039', '5', 0, 1785.73],
  ])(
    'downloads a valid file for %s (typed as people type it), where the sweep found 500s',
    async (_label, value, to, pin, rate, igst, cgst) => {
      const d = await book({
        deliveryAddress: to,
        goodsInvoice: goods({ invoiceValue: value, deliveryPincode: pin, gstRate: rate }),
      });
      const res = await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill/bulk.json`);
      expect(res.statusCode, res.body).toBe(200);
      const file = res.json();
      expect(validateBulk(file), JSON.stringify(validateBulk.errors)).toBe(true);
      expect(file.billLists[0]).toMatchObject({ igstValue: igst, cgstValue: cgst });
      expect(res.body).toMatch(/"totInvValue": \d+\.\d{2},/);
    },
  );

  it('alerts once before the bill runs out while the goods are on the road', async () => {
    const d = await book();
    await call(shipper, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '441000123456',
      generatedOn: day(0),
    });
    const view = (await call(shipper, 'GET', `/api/deliveries/${d._id}/eway-bill`)).json().data.ewayBill;
    const expiresAt = Date.parse(view.expiresAt as string);
    expect(await checkEwbExpiry(t.database.db, new Date(expiresAt - 13 * MS_PER_HOUR))).toBe(0);
    expect(
      await checkEwbExpiry(t.database.db, new Date(expiresAt - 11 * MS_PER_HOUR)),
    ).toBeGreaterThanOrEqual(1);
    expect(await checkEwbExpiry(t.database.db, new Date(expiresAt - 10 * MS_PER_HOUR))).toBe(0);
    const alerts = (await call(shipper, 'GET', '/api/alerts')).json().data.alerts as Array<{
      message: string;
      title: string;
    }>;
    const alert = alerts.find((a) => a.message.includes('4410 0012 3456'));
    expect(alert).toMatchObject({ title: 'E-way Bill Expiring' });
    expect(alert?.message).toContain(d.deliveryId);
  });
});
