import { describe, expect, it } from 'vitest';
import { creditNoteTax } from './documents';
import { taxRecordPurgeFrom } from '../data-rights';
import { addDaysToIsoDate } from '../ist-time';
import { paise, type Paise } from '../money';
import {
  financialYearOf,
  formatDocumentNumber,
  DOCUMENT_NUMBER_PATTERN,
  taxDocumentsKeptFrom,
} from './numbering';
import { DELHI, HARYANA, stateOfGstin, stateOfPlace, UTTAR_PRADESH, type GstState } from './states';
import {
  computeGtaTax,
  gtaRateBp,
  gtaTaxCase,
  placeOfSupply,
  quoteTax,
  splitTaxComponents,
  type GtaTaxModel,
} from './tax';

const DELHI_GSTIN = '07AAACL1234C1Z7';

describe('place of supply', () => {
  it.each<[string, string | null, GstState, string]>([
    ['registered in Delhi, goods handed over in Gurugram', '07AAACL1234C1Z7', HARYANA, '07'],
    ['registered in Haryana, goods handed over in Delhi', '06AAACL1234C1Z9', DELHI, '06'],
    ['registered in Uttar Pradesh', '09AAACL1234C1Z3', DELHI, '09'],
    ['unregistered, goods handed over in Noida', null, UTTAR_PRADESH, '09'],
    ['unregistered, goods handed over in Delhi', null, DELHI, '07'],
    ['a GSTIN with a code no state has falls back to the handover state', '99AAACL1234C1Z9', HARYANA, '06'],
  ])('%s', (_label, gstin, handover, expected) => {
    expect(placeOfSupply(gstin, handover).code).toBe(expected);
  });

  it.each<[string, number, number, string]>([
    ['Udyog Vihar Phase 4, Gurugram', 28.5, 77.08, '06'],
    ['Sector 63, Noida', 28.62, 77.38, '09'],
    ['Okhla Industrial Area Phase 2, New Delhi', 28.53, 77.27, '07'],
    ['Sector 24, Faridabad', 28.38, 77.31, '06'],
    ['Plot 5 (no known name), inside the NCT west of the Yamuna', 28.65, 77.1, '07'],
    ['Plot 5 (no known name), east of the Yamuna', 28.64, 77.42, '09'],
    ['Plot 5 (no known name), south-west outside the NCT', 28.3, 76.9, '06'],
  ])('%s is in state %s', (text, lat, lon, code) => {
    expect(stateOfPlace(text, lat, lon).code).toBe(code);
  });

  it('reads the state from a GSTIN', () => {
    expect(stateOfGstin(DELHI_GSTIN)?.name).toBe('Delhi');
  });
});

describe('GTA tax', () => {
  it.each<[GtaTaxModel, string, number]>([
    ['rcm-5', '2026-11-26', 500],
    ['fcm-5', '2026-11-26', 500],
    ['fcm-18', '2025-09-21', 1200],
    ['fcm-18', '2025-09-22', 1800],
  ])('%s on %s is %d basis points', (model, date, bp) => {
    expect(gtaRateBp(model, date)).toBe(bp);
  });

  type Row = {
    label: string;
    model: GtaTaxModel;
    taxable: number;
    pos: GstState;
    cgst: number;
    sgst: number;
    igst: number;
    charged: number;
    roundOff: number;
    total: number;
  };
  it.each<Row>([
    // ₹1,234.56 at 5 %: 61.728 -> 61.73 whether it is IGST or CGST + SGST (30.87 + 30.86).
    {
      label:
        'intra-state forward 5 %: the tax once (61.728 -> 61.73), then halves with the odd paisa to CGST',
      model: 'fcm-5',
      taxable: 123_456,
      pos: DELHI,
      cgst: 3_087,
      sgst: 3_086,
      igst: 0,
      charged: 6_173,
      roundOff: -29,
      total: 129_600,
    },
    {
      label: 'inter-state forward 5 %',
      model: 'fcm-5',
      taxable: 123_456,
      pos: HARYANA,
      cgst: 0,
      sgst: 0,
      igst: 6_173,
      charged: 6_173,
      roundOff: -29,
      total: 129_600,
    },
    // Reverse charge: the tax is shown (payable by the recipient) but not charged.
    {
      label: 'intra-state reverse charge',
      model: 'rcm-5',
      taxable: 123_456,
      pos: DELHI,
      cgst: 3_087,
      sgst: 3_086,
      igst: 0,
      charged: 0,
      roundOff: 44,
      total: 123_500,
    },
    {
      label: 'inter-state reverse charge',
      model: 'rcm-5',
      taxable: 50_000,
      pos: UTTAR_PRADESH,
      cgst: 0,
      sgst: 0,
      igst: 2_500,
      charged: 0,
      roundOff: 0,
      total: 50_000,
    },
    // 18 %: 9 % of ₹999.99 = 89.9991 -> 90.00 each.
    {
      label: 'intra-state forward 18 %',
      model: 'fcm-18',
      taxable: 99_999,
      pos: DELHI,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
      charged: 18_000,
      roundOff: 1,
      total: 118_000,
    },
    // Half a paisa rounds up: 5 % of 10 paise = 0.5 -> 1, and the odd paisa goes to CGST.
    {
      label: 'half a paisa rounds up',
      model: 'fcm-5',
      taxable: 10,
      pos: DELHI,
      cgst: 1,
      sgst: 0,
      igst: 0,
      charged: 1,
      roundOff: -11,
      total: 0,
    },
    // Round-off down: ₹100.49 -> ₹100.
    {
      label: 'round-off down to the rupee',
      model: 'rcm-5',
      taxable: 10_049,
      pos: DELHI,
      cgst: 251,
      sgst: 251,
      igst: 0,
      charged: 0,
      roundOff: -49,
      total: 10_000,
    },
    {
      label: 'round-off up from 50 paise',
      model: 'rcm-5',
      taxable: 10_050,
      pos: DELHI,
      cgst: 252,
      sgst: 251,
      igst: 0,
      charged: 0,
      roundOff: 50,
      total: 10_100,
    },
  ])('$label', (row) => {
    const tax = computeGtaTax({
      taxablePaise: paise(row.taxable),
      model: row.model,
      istDate: '2026-11-26',
      supplierStateCode: '07',
      recipientGstin: DELHI_GSTIN,
      placeOfSupply: row.pos,
    });
    expect(tax).toMatchObject({
      cgstPaise: row.cgst,
      sgstPaise: row.sgst,
      igstPaise: row.igst,
      chargedTaxPaise: row.charged,
      roundOffPaise: row.roundOff,
      totalPaise: row.total,
      reverseCharge: row.model === 'rcm-5',
      treatment: row.model === 'rcm-5' ? 'reverse-charge' : 'forward-charge',
    });
    // The lines add up to the total, to the paisa, and the total is whole rupees.
    expect(tax.taxablePaise + tax.chargedTaxPaise + tax.roundOffPaise).toBe(tax.totalPaise);
    expect(tax.totalPaise % 100).toBe(0);
  });

  it('refuses a taxable value that is not whole paise', () => {
    expect(() =>
      computeGtaTax({
        // Past the type: the rule itself refuses a fraction of a paisa.
        taxablePaise: 1.5 as Paise,
        model: 'fcm-5',
        istDate: '2026-11-26',
        supplierStateCode: '07',
        recipientGstin: DELHI_GSTIN,
        placeOfSupply: DELHI,
      }),
    ).toThrow(RangeError);
  });
});

describe('every GST case, one table', () => {
  type Case = [string, GtaTaxModel, string | null, GstState, string, string, number, number, number];
  // label, model, recipient GSTIN, handover, date -> treatment, rate (bp), tax on the invoice, total (paise);
  // all on a taxable ₹1,331.
  it.each<Case>([
    ['unregistered, any model: exempt', 'fcm-18', null, DELHI, '2026-11-26', 'exempt', 0, 0, 1_331_00],
    [
      'unregistered under reverse charge: exempt',
      'rcm-5',
      null,
      HARYANA,
      '2026-11-26',
      'exempt',
      0,
      0,
      1_331_00,
    ],
    [
      'registered, reverse charge 5 %',
      'rcm-5',
      DELHI_GSTIN,
      DELHI,
      '2026-11-26',
      'reverse-charge',
      500,
      0,
      1_331_00,
    ],
    [
      'registered, forward 5 % without ITC',
      'fcm-5',
      DELHI_GSTIN,
      DELHI,
      '2026-11-26',
      'forward-charge',
      500,
      66_55,
      1_398_00,
    ],
    [
      'registered, forward 18 % with ITC',
      'fcm-18',
      DELHI_GSTIN,
      DELHI,
      '2026-11-26',
      'forward-charge',
      1800,
      239_58,
      1_571_00,
    ],
    [
      'registered, forward 12 % before 22 Sep 2025',
      'fcm-18',
      DELHI_GSTIN,
      DELHI,
      '2025-09-21',
      'forward-charge',
      1200,
      159_72,
      1_491_00,
    ],
    [
      'registered in UP, inter-state 18 %',
      'fcm-18',
      '09AAACL1234C1Z3',
      DELHI,
      '2026-11-26',
      'forward-charge',
      1800,
      239_58,
      1_571_00,
    ],
  ])('%s', (_label, model, gstin, handover, date, treatment, rateBp, charged, total) => {
    const tax = computeGtaTax({
      taxablePaise: paise(1_331_00),
      model,
      recipientGstin: gstin,
      istDate: date,
      supplierStateCode: '07',
      placeOfSupply: placeOfSupply(gstin, handover),
    });
    expect(tax).toMatchObject({ treatment, rateBp, chargedTaxPaise: charged, totalPaise: total });
    expect(gtaTaxCase(model, gstin !== null).treatment).toBe(treatment);
  });

  it('CGST + SGST equals the IGST of the same value, for every value up to ₹10,000 at 5 % and 18 %', () => {
    for (const rateBp of [500, 1200, 1800]) {
      for (let taxable = 0; taxable <= 10_000_00; taxable += 7) {
        const intra = splitTaxComponents(paise(taxable), rateBp, true);
        const inter = splitTaxComponents(paise(taxable), rateBp, false);
        if (intra.cgstPaise + intra.sgstPaise !== inter.igstPaise) throw new Error(`${taxable} at ${rateBp}`);
      }
    }
    // The example: halves rounded alone gave 66.56, the IGST 66.55.
    const intra = splitTaxComponents(paise(1_331_00), 500, true);
    expect(intra.cgstPaise + intra.sgstPaise).toBe(66_55);
  });

  it('the quote shows what the invoice will total', () => {
    const ctx = {
      model: 'fcm-18' as const,
      supplierStateCode: '07',
      recipientGstin: DELHI_GSTIN,
      handoverState: DELHI,
      istDate: '2026-11-26',
    };
    expect(quoteTax(1331, 1131, ctx)).toEqual({
      treatment: 'forward-charge',
      rateBp: 1800,
      regular: { chargedTaxPaise: 239_58, reverseChargeTaxPaise: 0, payablePaise: 1_571_00 },
      pooled: { chargedTaxPaise: 203_58, reverseChargeTaxPaise: 0, payablePaise: 1_335_00 },
    });
  });
});

describe('credit notes', () => {
  const invoice = computeGtaTax({
    taxablePaise: paise(123_456),
    model: 'fcm-5',
    istDate: '2026-11-26',
    supplierStateCode: '07',
    recipientGstin: DELHI_GSTIN,
    placeOfSupply: DELHI,
  });
  it('a full credit mirrors its invoice exactly', () => {
    expect(creditNoteTax(invoice, paise(123_456))).toEqual(invoice);
  });
  it('a part credit uses the invoice rates and the same rounding', () => {
    const credit = creditNoteTax(invoice, paise(10_000));
    expect(credit).toMatchObject({
      cgstPaise: 250,
      sgstPaise: 250,
      chargedTaxPaise: 500,
      totalPaise: 10_500,
    });
  });
  it.each([0, -1, 123_457])('refuses a credit of %d paise', (amount) => {
    expect(() => creditNoteTax(invoice, paise(amount))).toThrow(RangeError);
  });
});

describe('numbering', () => {
  it.each<[string, string]>([
    ['2026-03-31T18:29:59Z', '25-26'], // 23:59:59 IST on 31 March
    ['2026-03-31T18:30:00Z', '26-27'], // 00:00 IST on 1 April, still 31 March in UTC
    ['2026-11-26T10:00:00Z', '26-27'],
    ['2027-01-15T00:00:00Z', '26-27'],
    ['2099-12-31T00:00:00Z', '99-00'],
  ])('%s is in financial year %s', (at, fy) => {
    expect(financialYearOf(new Date(at))).toBe(fy);
  });

  it.each<['invoice' | 'creditNote' | 'consignmentNote', number, string]>([
    ['invoice', 123, 'LS/26-27/000123'],
    ['creditNote', 1, 'CN/26-27/000001'],
    ['consignmentNote', 9_999_999, 'LR/26-27/9999999'],
  ])('%s %d is %s, within Rule 46 (16 characters of A-Z a-z 0-9 / -)', (series, serial, expected) => {
    const number = formatDocumentNumber(series, '26-27', serial);
    expect(number).toBe(expected);
    expect(number).toMatch(DOCUMENT_NUMBER_PATTERN);
  });

  it('refuses a serial that would not fit 16 characters', () => {
    expect(() => formatDocumentNumber('invoice', '26-27', 10_000_000)).toThrow(RangeError);
  });
});

describe('retention of tax documents of deleted accounts', () => {
  it.each(['2026-11-25', '2026-04-01', '2026-03-31', '2027-03-31', '2027-04-01'])(
    'a document of %s is purged from the day taxRecordPurgeFrom names, not a day before',
    (date) => {
      const purgeFrom = taxRecordPurgeFrom(date);
      const dayBefore = addDaysToIsoDate(purgeFrom, -1);
      expect(date < taxDocumentsKeptFrom(purgeFrom)).toBe(true);
      expect(date < taxDocumentsKeptFrom(dayBefore)).toBe(false);
    },
  );
});
