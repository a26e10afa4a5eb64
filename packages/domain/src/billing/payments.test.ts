import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/text-catalog';
import { HINDI_TEXTS } from '../i18n/hi';
import { invoiceBalance, ledgerTotals, paymentAmount, PAYMENT_MESSAGES, upiPayLink } from './payments';
import { rupeesText } from '../money';
import { submitUtrRequestSchema } from './payment-schemas';

describe('UPI payment link', () => {
  it('carries pa, pn, am, cu, tn and tr, percent-encoded with spaces as %20', () => {
    expect(
      upiPayLink({
        vpa: 'logisaathi@okaxis',
        payeeName: 'LogiSaathi Logistics',
        amountPaise: 123_450,
        note: 'LogiSaathi invoice LS/26-27/000123',
        reference: 'LS/26-27/000123',
      }),
    ).toBe(
      'upi://pay?pa=logisaathi%40okaxis&pn=LogiSaathi%20Logistics&am=1234.50&cu=INR' +
        '&tn=LogiSaathi%20invoice%20LS%2F26-27%2F000123&tr=LS%2F26-27%2F000123',
    );
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [9_999_999, '99999.99'],
  ])('%d paise is am=%s', (paise, text) => {
    expect(rupeesText(paise)).toBe(text);
  });
});

describe('UTR', () => {
  it.each([
    ['412345678901', '412345678901'],
    [' 4123 4567 8901 ', '412345678901'],
  ])('accepts %j', (utr, expected) => {
    expect(submitUtrRequestSchema.parse({ utr }).utr).toBe(expected);
  });

  it.each(['41234567890', '4123456789012', 'ABC345678901', ''])('refuses %j', (utr) => {
    const result = submitUtrRequestSchema.safeParse({ utr });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PAYMENT_MESSAGES.utrFormat);
  });
});

describe('invoice balance in the ledger', () => {
  type Row = {
    label: string;
    total: number;
    credited: number;
    payments: Array<[number, 'confirmed' | 'awaiting-confirmation' | 'rejected']>;
    expected: Partial<ReturnType<typeof invoiceBalance>>;
  };
  it.each<Row>([
    {
      label: 'nothing paid',
      total: 10_000,
      credited: 0,
      payments: [],
      expected: { state: 'unpaid', duePaise: 10_000, payablePaise: 10_000 },
    },
    {
      label: 'awaiting confirmation covers nothing yet but is not payable twice',
      total: 10_000,
      credited: 0,
      payments: [[10_000, 'awaiting-confirmation']],
      expected: { state: 'unpaid', duePaise: 10_000, awaitingPaise: 10_000, payablePaise: 0 },
    },
    {
      label: 'part paid',
      total: 10_000,
      credited: 0,
      payments: [
        [4_000, 'confirmed'],
        [2_000, 'rejected'],
      ],
      expected: { state: 'part-paid', paidPaise: 4_000, duePaise: 6_000, payablePaise: 6_000 },
    },
    {
      label: 'paid in two parts',
      total: 10_000,
      credited: 0,
      payments: [
        [4_000, 'confirmed'],
        [6_000, 'confirmed'],
      ],
      expected: { state: 'paid', duePaise: 0, overpaidPaise: 0 },
    },
    {
      label: 'a credit note after payment leaves an overpayment to refund',
      total: 10_000,
      credited: 3_000,
      payments: [[10_000, 'confirmed']],
      expected: { state: 'overpaid', netPaise: 7_000, duePaise: 0, overpaidPaise: 3_000 },
    },
    {
      label: 'fully credited: nothing due',
      total: 10_000,
      credited: 10_000,
      payments: [],
      expected: { state: 'paid', duePaise: 0, payablePaise: 0 },
    },
  ])('$label', ({ total, credited, payments, expected }) => {
    const balance = invoiceBalance(
      total,
      credited,
      payments.map(([amountPaise, status]) => ({ amountPaise, status })),
    );
    expect(balance).toMatchObject(expected);
  });

  it('takes a new payment only for what is payable, at least ₹1', () => {
    const balance = invoiceBalance(10_000, 0, [{ amountPaise: 4_000, status: 'awaiting-confirmation' }]);
    expect(paymentAmount(balance, undefined)).toEqual({ amountPaise: 6_000 });
    expect(paymentAmount(balance, 6_100)).toEqual({ problem: PAYMENT_MESSAGES.moreThanDue });
    expect(paymentAmount(balance, 50)).toEqual({ problem: PAYMENT_MESSAGES.amountPositive });
    expect(
      paymentAmount(invoiceBalance(10_000, 0, [{ amountPaise: 10_000, status: 'confirmed' }]), undefined),
    ).toEqual({
      problem: PAYMENT_MESSAGES.nothingDue,
    });
  });
});

describe('ledger totals', () => {
  it('adds paid, awaiting and due per invoice, so an overpaid invoice does not hide another one due', () => {
    expect(
      ledgerTotals([
        { totalPaise: 10_000, creditedPaise: 0, confirmedPaise: 12_000, awaitingPaise: 0 },
        { totalPaise: 5_000, creditedPaise: 1_000, confirmedPaise: 0, awaitingPaise: 4_000 },
      ]),
    ).toEqual({ paidPaise: 12_000, awaitingPaise: 4_000, duePaise: 4_000, overpaidPaise: 2_000 });
  });
});

describe('Hindi of the payment and document texts', () => {
  it.each([
    [PAYMENT_MESSAGES.utrFormat, 'अपने पेमेंट ऐप में दिखा 12 अंकों का UPI रेफ़रेंस (UTR) डालें'],
    ['Delhi', 'दिल्ली'],
    [
      'Goods transport agency services for transport of goods by road: shipment LS1A2B3C',
      'माल की सड़क ढुलाई की गुड्स ट्रांसपोर्ट एजेंसी सेवा: शिपमेंट LS1A2B3C',
    ],
    [
      '₹1,234.00 received for invoice LS/26-27/000001 (UTR 412345678901). Receipt RC/26-27/000001.',
      'इनवॉइस LS/26-27/000001 के लिए ₹1,234.00 मिले (UTR 412345678901)। रसीद RC/26-27/000001।',
    ],
  ])('%s', (english, hindi) => {
    expect(translateText(english, HINDI_TEXTS)).toBe(hindi);
  });

  it('has Hindi for every payment message', () => {
    for (const message of Object.values(PAYMENT_MESSAGES)) {
      expect(translateText(message, HINDI_TEXTS)).not.toBe(message);
    }
  });
});
