/*
 * Issue 32: the e-way bill file failed its own schema for 14-35 % of whole-rupee goods values (9152.54 is not a
 * 'multiple of 0.01' in binary floating point). Two checks, both pure:
 * - a sweep of every whole-rupee value from ₹1 to ₹10,00,000 at every GST rate, within a state and between
 *   states (26 million splits, about 6 s), over what makes a file's amounts valid: the split in whole paise
 *   adding up to the value; and amounts written with two decimals that read back to the same paise;
 * - a property test that builds, writes and validates whole files (JSON Schema and the paise checks) for
 *   random values in that range, rates and directions.
 */
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupeesText } from '../money';
import { gstRateBp, GST_RATES } from './goods-invoice';
import {
  buildEwbBulkFile,
  ewbFileJson,
  ewbFileText,
  ewbMoneyProblems,
  type EwayBillSource,
} from './nic-bulk';
import { ewbBulkSchema } from './file-schemas';
import { splitTax } from './tax-split';

const MAX_RUPEES = 10_00_000;
const RATES_BP = GST_RATES.map(gstRateBp);

/** rupeesText and its reading back agree, with exactly two decimals. */
function writesBack(paise: number): boolean {
  const text = rupeesText(paise);
  return /^\d+\.\d{2}$/.test(text) && Math.round(Number(text) * 100) === paise;
}

describe('e-way bill amounts, every whole rupee from ₹1 to ₹10,00,000', () => {
  it('split into whole paise that add up, at every rate, within a state and between states', () => {
    let checked = 0;
    const failures: string[] = [];
    for (const rateBp of RATES_BP) {
      for (let rupees = 1; rupees <= MAX_RUPEES; rupees++) {
        const value = rupees * 100;
        for (const sameState of [true, false]) {
          const s = splitTax(value, rateBp, sameState);
          const ok =
            Number.isSafeInteger(s.taxablePaise) &&
            s.taxablePaise >= 0 &&
            s.cgstPaise >= 0 &&
            s.sgstPaise >= 0 &&
            s.igstPaise >= 0 &&
            s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise === value &&
            (sameState
              ? s.igstPaise === 0 && s.cgstPaise - s.sgstPaise <= 1
              : s.cgstPaise + s.sgstPaise === 0);
          if (!ok && failures.length < 5)
            failures.push(`₹${rupees} at ${rateBp} bp, same state ${sameState}`);
          checked++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(RATES_BP.length * MAX_RUPEES * 2);
  }, 120_000);

  it('any amount up to ₹10,00,000 is written with two decimals that read back to its paise', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_RUPEES * 100 }), writesBack), { numRuns: 20_000 });
    expect([0, 1, 10, 99, 100, 915_254, MAX_RUPEES * 100].every(writesBack)).toBe(true);
  });
});

const ajv = new Ajv({ allErrors: true, strict: true });
const validateBulk = ajv.compile(ewbBulkSchema);

const source = (valuePaise: number, rateBp: number, sameState: boolean): EwayBillSource => ({
  docNo: 'INV/26-27/0042',
  docDate: '2026-11-20',
  valuePaise,
  rateBp,
  hsnCode: '8471',
  productName: 'Electronics',
  description: 'Laptops',
  quantity: 10,
  qtyUnit: 'BOX',
  from: {
    gstin: '07AAACR5055K1Z9',
    tradeName: 'Sharma Traders',
    address: 'B-12, Okhla Phase 3, New Delhi 110020',
    place: 'Okhla',
    pincode: '110020',
    stateCode: 7,
  },
  to: {
    gstin: null,
    tradeName: 'Ravi Kumar',
    address: sameState ? 'Lajpat Nagar, New Delhi 110024' : 'Sector 62, Noida 201301',
    place: sameState ? 'Lajpat Nagar' : 'Sector 62',
    pincode: sameState ? '110024' : '201301',
    stateCode: sameState ? 7 : 9,
  },
  roadKm: 18.4,
  vehicleNo: 'DL01LAB1234',
  transporter: {
    gstin: '07AAFCL0001A1ZJ',
    name: 'LogiSaathi Logistics Private Limited',
    consignmentNote: { number: 'LR/26-27/000042', date: '2026-11-21' },
  },
});

describe('e-way bill file, property', () => {
  it('is always produced and always valid, for any value from ₹1 to ₹10,00,000 at any rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_RUPEES }),
        fc.constantFrom(...RATES_BP),
        fc.boolean(),
        (rupees, rateBp, sameState) => {
          const file = buildEwbBulkFile([source(rupees * 100, rateBp, sameState)]);
          expect(ewbMoneyProblems(file)).toEqual([]);
          const json = ewbFileJson(file);
          expect(validateBulk(json), JSON.stringify(validateBulk.errors)).toBe(true);
          expect(json.billLists[0]?.totInvValue).toBe(rupees);
          expect(ewbFileText(file)).toContain(`"totInvValue": ${rupees}.00`);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it.each([
    ['₹60,000 Delhi -> UP at 18 %', 60_000_00, 1800, false],
    ['₹1,20,000 within Delhi at 18 %', 1_20_000_00, 1800, true],
    ['₹1,20,000 within Delhi at 5 %', 1_20_000_00, 500, true],
  ])('the cases the issue found failing: %s', (_label, value, rateBp, sameState) => {
    const file = buildEwbBulkFile([source(value, rateBp, sameState)]);
    expect(ewbMoneyProblems(file)).toEqual([]);
    expect(validateBulk(ewbFileJson(file))).toBe(true);
  });
});
