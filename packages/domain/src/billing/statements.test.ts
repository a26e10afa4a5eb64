import { describe, expect, it } from 'vitest';
import {
  buildMonthlyStatement,
  csvCell,
  gstDate,
  gstReturnsCsv,
  monthlyStatementCsv,
  monthParamsSchema,
  monthRange,
} from './statements';

describe('months', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-12-01'],
    ['2026-12', '2026-12-01', '2027-01-01'],
    ['2027-02', '2027-02-01', '2027-03-01'],
  ])('%s runs from %s to %s', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });

  it.each(['2026-13', '2026-1', '26-11', '2026-11-01'])('refuses %s', (month) => {
    expect(monthParamsSchema.safeParse({ month }).success).toBe(false);
  });
});

describe('monthly statement', () => {
  const statement = buildMonthlyStatement('2026-11', { name: 'Kamla Traders', gstin: null }, 50_000, [
    {
      date: '2026-11-20',
      kind: 'payment',
      number: 'RC/26-27/000002',
      reference: 'LS/26-27/000010',
      amountPaise: 80_000,
    },
    { date: '2026-11-05', kind: 'invoice', number: 'LS/26-27/000010', reference: 'LS1', amountPaise: 80_000 },
    {
      date: '2026-11-05',
      kind: 'credit-note',
      number: 'CN/26-27/000001',
      reference: 'LS/26-27/000009',
      amountPaise: 5_000,
    },
  ]);

  it('runs the balance from the opening balance in date order, debits before credits on a day', () => {
    expect(statement.lines.map((l) => [l.number, l.debitPaise, l.creditPaise, l.balancePaise])).toEqual([
      ['LS/26-27/000010', 80_000, 0, 130_000],
      ['CN/26-27/000001', 0, 5_000, 125_000],
      ['RC/26-27/000002', 0, 80_000, 45_000],
    ]);
    expect(statement.totals).toEqual({ invoicedPaise: 80_000, creditedPaise: 5_000, paidPaise: 80_000 });
    expect(statement.closingBalancePaise).toBe(45_000);
  });

  it('writes CSV in rupees with the opening and closing balances', () => {
    expect(monthlyStatementCsv(statement).split('\r\n')).toEqual([
      'Date,Document,Number,Reference,Debit (INR),Credit (INR),Balance (INR)',
      '2026-11-01,Opening balance,,,,,500.00',
      '2026-11-05,Tax invoice,LS/26-27/000010,LS1,800.00,,1300.00',
      '2026-11-05,Credit note,CN/26-27/000001,LS/26-27/000009,,50.00,1250.00',
      '2026-11-20,Payment,RC/26-27/000002,LS/26-27/000010,,800.00,450.00',
      ',Closing balance,,,800.00,850.00,450.00',
      '',
    ]);
  });
});

describe('GST returns CSV', () => {
  it('writes one row per invoice in the GSTR-1 B2B order, credit notes negative', () => {
    const base = {
      recipientGstin: '06AAACL1234C1Z9',
      recipientName: 'Haryana Steels, Unit 2',
      date: '2026-11-05',
      placeOfSupply: { code: '06', name: 'Haryana' },
      reverseCharge: false,
      rateBp: 1800,
      igstPaise: 18_000,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    const lines = gstReturnsCsv([
      { ...base, kind: 'invoice', number: 'LS/26-27/000011', valuePaise: 118_000, taxablePaise: 100_000 },
      {
        ...base,
        kind: 'credit-note',
        number: 'CN/26-27/000002',
        valuePaise: 11_800,
        taxablePaise: 10_000,
        igstPaise: 1_800,
        originalInvoice: 'LS/26-27/000011',
      },
    ]).split('\r\n');
    expect(lines[1]).toBe(
      '06AAACL1234C1Z9,"Haryana Steels, Unit 2",Invoice,LS/26-27/000011,05-Nov-2026,1180.00,06-Haryana,N,18,1000.00,180.00,0.00,0.00,0.00,',
    );
    expect(lines[2]).toBe(
      '06AAACL1234C1Z9,"Haryana Steels, Unit 2",Credit Note,CN/26-27/000002,05-Nov-2026,-118.00,06-Haryana,N,18,-100.00,-18.00,0.00,0.00,0.00,LS/26-27/000011',
    );
  });

  it('dates as dd-Mmm-yyyy and neutralises formulas but not negative amounts', () => {
    expect(gstDate('2027-01-09')).toBe('09-Jan-2027');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-100.00')).toBe('-100.00');
    expect(csvCell('-rm -rf')).toBe("'-rm -rf");
  });
});
