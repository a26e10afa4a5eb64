import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  buildEwbBulkFile,
  ewbFileJson,
  ewbFileText,
  ewbGenerator,
  buildVehicleUpdateFile,
  ewayBillValidity,
  ewbBulkSchema,
  ewbNumberSchema,
  ewbVehicleUpdateSchema,
  goodsInvoiceSchema,
  isEwayBillRequired,
  pincodeInText,
  splitTax,
  stateCodeForPincode,
  validityDays,
  type EwayBillSource,
} from './index';

const ajv = new Ajv({ allErrors: true, strict: true });
const validateBulk = ajv.compile(ewbBulkSchema);
const validateVehicle = ajv.compile(ewbVehicleUpdateSchema);

describe('e-way bill threshold', () => {
  const DL = 7;
  const UP = 9;
  const HR = 6;
  it.each([
    ['exactly 50,000 between states', 50_000_00, DL, UP, false],
    ['50,000.01 between states', 50_000_01, DL, UP, true],
    ['50,001 between states', 50_001_00, HR, DL, true],
    ['50,001 within Uttar Pradesh', 50_001_00, UP, UP, true],
    ['50,001 wholly within Delhi', 50_001_00, DL, DL, false],
    ['exactly 1,00,000 wholly within Delhi', 1_00_000_00, DL, DL, false],
    ['1,00,001 wholly within Delhi', 1_00_001_00, DL, DL, true],
    ['75,000 from Okhla (Delhi) to Noida (UP)', 75_000_00, DL, UP, true],
  ])('%s', (_name, valuePaise, fromStateCode, toStateCode, required) => {
    expect(isEwayBillRequired({ valuePaise, fromStateCode, toStateCode })).toBe(required);
  });
});

describe('states of PIN codes', () => {
  it.each([
    ['110020', 7],
    ['201301', 9],
    ['122001', 6],
    ['131001', 6],
    ['160017', 4],
    ['248001', 5],
    ['301001', 8],
    ['560001', null],
    ['011002', null],
  ])('%s -> %s', (pin, code) => expect(stateCodeForPincode(pin)).toBe(code));
  it('finds a PIN code written in an address', () => {
    expect(pincodeInText('B-12, Okhla Phase 3, New Delhi 110020')).toBe('110020');
    expect(pincodeInText('Sector 62, Noida 201 301')).toBe('201301');
    expect(pincodeInText('Plot 1234567, Noida')).toBeNull();
  });
});

describe('tax inside an invoice value', () => {
  it('splits 18 % between states into IGST, adding up to the value', () => {
    const s = splitTax(75_000_00, 1800, false);
    expect(s.taxablePaise).toBe(63_559_32);
    expect(s.igstPaise).toBe(11_440_68);
    expect(s.taxablePaise + s.igstPaise).toBe(75_000_00);
    expect(s.cgstPaise + s.sgstPaise).toBe(0);
  });
  it('halves the tax within a state, the odd paisa to CGST', () => {
    const s = splitTax(1_00_001, 500, true);
    expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(1_00_001);
    expect(s.cgstPaise - s.sgstPaise).toBeGreaterThanOrEqual(0);
    expect(s.cgstPaise - s.sgstPaise).toBeLessThanOrEqual(1);
    expect(s.cgstRateBp).toBe(250);
  });
});

describe('validity', () => {
  it.each([
    [0.4, 1],
    [200, 1],
    [200.2, 2],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%s km -> %s days', (km, days) => expect(validityDays(km)).toBe(days));
  it('ends at midnight IST of the day after generation for one day', () => {
    const v = ewayBillValidity('2026-03-14', 23);
    expect(v.lastDay).toBe('2026-03-15');
    expect(v.expiresAt.toISOString()).toBe('2026-03-15T18:30:00.000Z');
  });
});

const source = (over: Partial<EwayBillSource> = {}): EwayBillSource => ({
  docNo: 'INV/26-27/0042',
  docDate: '2026-11-20',
  valuePaise: 75_000_00,
  rateBp: 1800,
  hsnCode: '8471',
  productName: 'Electronics',
  description: 'Laptops, 10 boxes',
  quantity: 10,
  qtyUnit: 'BOX',
  from: {
    gstin: '07AAACR5055K1Z9',
    tradeName: 'Sharma Traders',
    address: 'B-12, Okhla Phase 3, New Delhi 110020',
    place: 'Okhla Industrial Estate Phase 3',
    pincode: '110020',
    stateCode: 7,
  },
  to: {
    gstin: null,
    tradeName: 'Ravi Kumar',
    address: 'Sector 62, Noida 201301',
    place: 'Sector 62',
    pincode: '201301',
    stateCode: 9,
  },
  roadKm: 18.4,
  vehicleNo: null,
  transporter: {
    gstin: '07AAFCL0001A1ZJ',
    name: 'LogiSaathi Logistics Private Limited',
    consignmentNote: { number: 'LR/26-27/000042', date: '2026-11-21' },
  },
  ...over,
});

describe('NIC bulk-generation file', () => {
  it('is valid against the schema kept in the repo, with the format fields', () => {
    const file = ewbFileJson(buildEwbBulkFile([source()]));
    expect(validateBulk(file), JSON.stringify(validateBulk.errors)).toBe(true);
    const [bill] = file.billLists;
    expect(file.version).toBe('1.0.0621');
    expect(bill).toMatchObject({
      userGstin: '07AAACR5055K1Z9',
      docDate: '20/11/2026',
      transType: 1,
      toGstin: 'URP',
      fromStateCode: 7,
      actualFromStateCode: 7,
      toStateCode: 9,
      actualToStateCode: 9,
      totInvValue: 75000,
      totalValue: 63559.32,
      igstValue: 11440.68,
      OthValue: 0,
      TotNonAdvolVal: 0,
      transMode: 1,
      transDistance: 19,
      transporterId: '07AAFCL0001A1ZJ',
      transporterName: 'LogiSaathi Logistics Private Limited',
      transDocNo: 'LR/26-27/000042',
      transDocDate: '21/11/2026',
      vehicleNo: '',
      mainHsnCode: '8471',
    });
    expect(bill?.itemList).toEqual([
      expect.objectContaining({ hsnCode: '8471', igstRate: 18, cgstRate: 0, qtyUnit: 'BOX' }),
    ]);
  });
  it('writes every amount with exactly two decimals, from paise', () => {
    const text = ewbFileText(buildEwbBulkFile([source({ valuePaise: 60_000_00 })]));
    expect(text).toContain('"totInvValue": 60000.00');
    expect(text).toContain('"cessValue": 0.00');
    expect(text).toMatch(/"igstValue": 9152\.54/);
  });
  it('an unregistered consignor: the transporter generates the bill, under its own GSTIN', () => {
    const file = buildEwbBulkFile([source({ from: { ...source().from, gstin: null } })]);
    expect(file.billLists[0]).toMatchObject({ userGstin: '07AAFCL0001A1ZJ', fromGstin: 'URP' });
    expect(ewbGenerator(null)).toBe('transporter');
    expect(ewbGenerator('07AAACR5055K1Z9')).toBe('consignor');
    expect(validateBulk(ewbFileJson(file))).toBe(true);
  });
  it('carries the vehicle once a truck is assigned, and stays valid', () => {
    const file = ewbFileJson(buildEwbBulkFile([source({ vehicleNo: 'DL01LAB1234' })]));
    expect(validateBulk(file), JSON.stringify(validateBulk.errors)).toBe(true);
    expect(file.billLists[0]?.vehicleNo).toBe('DL01LAB1234');
  });
  it('the schema refuses a file with a wrong date format or a missing field', () => {
    const file = buildEwbBulkFile([source()]);
    const bad = { ...file, billLists: [{ ...file.billLists[0], docDate: '2026-11-20' }] };
    expect(validateBulk(bad)).toBe(false);
    const { hsnCode: _drop, ...item } = file.billLists[0]!.itemList[0]!;
    expect(validateBulk({ ...file, billLists: [{ ...file.billLists[0], transactionType: 1 }] })).toBe(false);
    const missing = { ...file, billLists: [{ ...file.billLists[0], itemList: [item] }] };
    expect(validateBulk(missing)).toBe(false);
  });
});

describe('Part-B vehicle update file', () => {
  const base = {
    ewbNo: '331000123456',
    vehicleNo: 'HR55AB1234',
    fromPlace: 'Okhla',
    fromStateCode: 7,
    transDocNo: 'LSABC123',
    transDocDate: '2026-11-21',
  };
  it('is first time when the bill had no vehicle, and valid against its schema', () => {
    const file = buildVehicleUpdateFile({ ...base, previousVehicleNo: null });
    expect(validateVehicle(file), JSON.stringify(validateVehicle.errors)).toBe(true);
    expect(file.vehUpdtList[0]).toMatchObject({
      ewbNo: 331000123456,
      reasonCode: 4,
      transDocDate: '21/11/2026',
    });
  });
  it('is a change with a remark otherwise', () => {
    const file = buildVehicleUpdateFile({ ...base, previousVehicleNo: 'DL01LAB1234' });
    expect(validateVehicle(file)).toBe(true);
    expect(file.vehUpdtList[0]).toMatchObject({ reasonCode: 3, reasonRem: 'Vehicle changed by the carrier' });
  });
});

describe('goods invoice and e-way bill number', () => {
  const now = new Date('2026-11-26T06:00:00Z');
  const schema = goodsInvoiceSchema(() => now);
  const valid = {
    invoiceNumber: 'INV/26-27/0042',
    invoiceDate: '2026-11-20',
    invoiceValue: '75000',
    hsnCode: '8471',
    description: 'Laptops',
    gstRate: '18',
    quantity: '10',
    qtyUnit: 'BOX',
    consigneeGstin: '',
    pickupPincode: '110020',
    deliveryPincode: '201301',
  };
  const message = (patch: Record<string, unknown>) => {
    const r = schema.safeParse({ ...valid, ...patch });
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('accepts a complete invoice', () => {
    const r = schema.parse(valid);
    expect(r.invoiceValue).toBe(75000);
    expect(r.consigneeGstin).toBeUndefined();
  });
  it.each([
    [{ hsnCode: '847' }, 'HSN code must be 4 to 8 digits'],
    [{ hsnCode: '847100001' }, 'HSN code must be 4 to 8 digits'],
    [{ hsnCode: '84710000' }, null],
    [{ invoiceNumber: '0INV1' }, expect.stringContaining('must start with')],
    [{ invoiceNumber: 'INV 1' }, expect.stringContaining('may hold only')],
    [{ invoiceNumber: 'A2345678901234567' }, 'Invoice number must be at most 16 characters'],
    [{ invoiceDate: '2026-11-27' }, 'Invoice date must be within the last 180 days and not in the future'],
    [{ invoiceValue: '0' }, 'Invoice value must be more than ₹0 and at most ₹10,00,00,00,000'],
    [{ invoiceValue: '10.005' }, 'Invoice value can have at most 2 decimal places'],
    [
      { consigneeGstin: '09AAACR5055K1Z9' },
      'Enter a valid GSTIN or leave it empty for an unregistered consignee',
    ],
    [{ deliveryPincode: '560001' }, expect.stringContaining('We can only tell the state')],
    [{ gstRate: '17' }, 'Please select the GST rate of the goods'],
  ])('%o -> %s', (patch, expected) => expect(message(patch)).toEqual(expected));
  it('takes a 12-digit e-way bill number and its date', () => {
    const s = ewbNumberSchema(() => now);
    expect(s.parse({ ewbNumber: '3310 0012 3456', generatedOn: '2026-11-26' }).ewbNumber).toBe(
      '331000123456',
    );
    expect(s.safeParse({ ewbNumber: '33100012345', generatedOn: '2026-11-26' }).success).toBe(false);
    expect(s.safeParse({ ewbNumber: '331000123456', generatedOn: '2026-11-27' }).success).toBe(false);
  });
});
