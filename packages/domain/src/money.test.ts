import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  divideHalfUp,
  formatPaise,
  formatRupees,
  halvesOf,
  parseRupees,
  percentOfPaise,
  rupeesText,
  rupeesToPaise,
  wholeRupees,
} from './money';
import { goodsInvoiceSchema } from './eway-bill/goods-invoice';

describe('money', () => {
  it.each([
    ['75000', 75_000_00],
    ['75,000', 75_000_00],
    ['1,20,000', 1_20_000_00],
    ['₹75,000.50', 75_000_50],
    ['₹ 1,331', 1_331_00],
    ['Rs. 1,331.5', 1_331_50],
    ['120,000', 1_20_000_00],
    ['12,34,567.89', 12_34_567_89],
    ['0.05', 5],
  ])('reads %s as %d paise', (text, paise) => {
    expect(parseRupees(text)).toEqual({ ok: true, paise });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['75,00', 'invalid'],
    ['1,2,000', 'invalid'],
    ['75000.505', 'decimals'],
    ['-500', 'invalid'],
    ['seventy', 'invalid'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseRupees(text)).toEqual({ ok: false, problem });
  });

  it('a goods value typed with Indian commas passes the wizard and server schema', () => {
    const parsed = goodsInvoiceSchema().shape.invoiceValue.safeParse('1,20,000');
    expect(parsed.success && parsed.data).toBe(120_000);
    expect(goodsInvoiceSchema().shape.invoiceValue.safeParse('₹75,000.50').data).toBe(75_000.5);
  });

  it('rounds half up, once, away from zero', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(-5, 10)).toBe(-1);
    expect(percentOfPaise(1_331_00, 1800)).toBe(239_58);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(1331)).toBe(1_331_00);
    expect(wholeRupees(1_331_50)).toBe(1332);
    expect(wholeRupees(1_331_49)).toBe(1331);
  });

  it('halves a tax with the odd paisa to the first part (CGST), a credit mirroring its positive', () => {
    expect(halvesOf(101)).toEqual([51, 50]);
    expect(halvesOf(100)).toEqual([50, 50]);
    expect(halvesOf(-101)).toEqual([-51, -50]);
  });

  it('formats in the Indian grouping, the same for both languages', () => {
    expect(formatPaise(12_34_567_05)).toBe('₹12,34,567.05');
    expect(formatPaise(-100)).toBe('-₹1.00');
    expect(formatPaise(1_00_000_00, { paiseDigits: 'auto', symbol: false })).toBe('1,00,000');
    expect(formatRupees(1331)).toBe('₹1,331');
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
    expect(rupeesText(915_254)).toBe('9152.54');
    expect(rupeesText(60_000_00)).toBe('60000.00');
  });

  it.each([
    [1_571_00, 'en', 'Rupees One Thousand Five Hundred Seventy-One Only'],
    [1_20_000_50, 'en', 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'],
    [2_03_45_678_00, 'en', 'Rupees Two Crore Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only'],
    [1_20_000_50, 'hi', 'एक लाख बीस हज़ार रुपये और पचास पैसे मात्र'],
    [1_41_601_00, 'hi', 'एक लाख इकतालीस हज़ार छह सौ एक रुपये मात्र'],
    [99, 'hi', 'निन्यानबे पैसे मात्र'],
  ] as const)('%d paise in words (%s)', (paise, language, words) => {
    expect(amountInWords(paise, language)).toBe(words);
  });
});
