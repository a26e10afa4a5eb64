/*
 * Money, in one place. Every amount the product computes, stores or carries between modules is integer paise,
 * typed `Paise` (a branded number, so a rupee figure cannot be passed where paise are meant without a visible
 * conversion). Rupees exist only at the edges: where a person types an amount (`parseRupees`), where one is
 * shown or printed (`formatPaise`, `formatRupees`, `amountInWords`), and where a file format wants rupees with
 * two decimals (`rupeesText`, the e-way bill file).
 *
 * Rounding, written once: `divideHalfUp` divides integers and rounds half away from zero (so a negative amount,
 * a credit, mirrors its positive). Everything that rounds money (percentages, rupee round-off, tax) calls it.
 *
 * The prices of the price list (pricing.ts) are whole rupees by definition; `rupeesToPaise` is how they enter
 * the paise world (the quote, the invoice, the partner's fare).
 */

declare const PAISE_BRAND: unique symbol;
/** An amount of money in integer paise (₹1 = 100). */
export type Paise = number & { readonly [PAISE_BRAND]: true };

/** Asserts whole paise: the one door from a plain integer (a database column, a JSON body) into `Paise`. */
export function paise(amount: number): Paise {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money must be whole paise, got ${amount}`);
  return amount as Paise;
}

/** Integer a / b rounded half away from zero. Exact for |a| below 2^53. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideHalfUp takes integers and a positive divisor');
  }
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

/** amount × bp / 10 000 (basis points: 1 % = 100), rounded half-up to the paisa. */
export function percentOfPaise(amount: number, bp: number): Paise {
  return paise(divideHalfUp(amount * bp, 10_000));
}

/**
 * An amount halved into two whole-paise parts, the odd paisa to the first (CGST and SGST of one tax: 101 -> 51
 * and 50); a negative amount mirrors its positive.
 */
export function halvesOf(amount: number): [Paise, Paise] {
  const second = amount < 0 ? -Math.floor(-amount / 2) : Math.floor(amount / 2);
  return [paise(amount - second), paise(second)];
}

/** Paise as whole rupees, rounded half-up: the figure a short message (an SMS, a push) shows ('₹1,331'). */
export function wholeRupees(amount: number): number {
  return divideHalfUp(paise(amount), 100);
}

/** Paise rounded half-up to whole rupees (still in paise). */
export function roundToRupee(amount: number): Paise {
  return paise(divideHalfUp(amount, 100) * 100);
}

/**
 * Rupees (a number: a price-list figure or an amount already validated to two decimals) to paise. Read
 * through the number's shortest decimal text, so 1.005 is 101 paise (half-up on what was written), not the
 * 100 that binary floating point gives for 1.005 × 100.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('rupees must be a finite number');
  const parsed = parseDecimal(String(Math.abs(rupees)).includes('e') ? rupees.toFixed(6) : String(rupees));
  if (parsed === null) throw new RangeError(`not an amount: ${rupees}`);
  return parsed.paise;
}

/** Paise to a rupee number (for display code that needs a number, and for files that carry rupees). */
export function paiseToRupees(amount: number): number {
  return amount / 100;
}

/** '9152.54', '-12.00': rupees with exactly two decimals, written from the integer (no floating point). */
export function rupeesText(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(paise(amount));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '1234567' -> '12,34,567': the Indian grouping (last three digits, then pairs). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

/**
 * The one money formatter, the same for English and Hindi (both write Indian grouping with Latin digits):
 * '₹1,23,456.50'. `paiseDigits: 'auto'` drops '.00' from whole rupees ('₹1,331'); `symbol: false` leaves the
 * sign out ('1,00,000').
 */
export function formatPaise(
  amount: number,
  options: { paiseDigits?: 'always' | 'auto'; symbol?: boolean } = {},
): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const fraction = abs % 100;
  const tail =
    options.paiseDigits === 'auto' && fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${sign}${options.symbol === false ? '' : '₹'}${rupees}${tail}`;
}

/** '₹1,331' or '₹1,331.50': a rupee figure of the price list or a quote, for display. */
export function formatRupees(rupees: number, options: { symbol?: boolean } = {}): string {
  return formatPaise(rupeesToPaise(rupees), { paiseDigits: 'auto', ...options });
}

// --- typed amounts ---------------------------------------------------------------------------------------------

export const MONEY_INPUT_MAX_LENGTH = 24;

/** Why a typed amount was refused. */
export type MoneyInputProblem = 'empty' | 'invalid' | 'decimals';

/** '75000.5' -> 7 500 050 paise; null when the text is not a plain decimal. */
function parseDecimal(text: string): { paise: Paise; decimals: number } | null {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = fraction.padEnd(2, '0');
  let amount = Number(whole) * 100 + Number(digits.slice(0, 2));
  // Half-up on the third decimal (used only for numbers given to rupeesToPaise, never for typed text).
  if (digits.length > 2 && Number(digits[2]) >= 5) amount += 1;
  if (!Number.isSafeInteger(amount)) return null;
  return { paise: paise(minus ? -amount : amount), decimals: fraction.length };
}

/**
 * An amount as people type it in India, to paise: '75000', '75,000', '1,20,000', '₹75,000.50', 'Rs. 1,331',
 * '120,000' (international grouping), with spaces anywhere around. Commas must sit between digit groups
 * (Indian or international grouping); at most two decimals. Negative amounts are not money anyone types.
 */
export function parseRupees(
  input: string,
): { ok: true; paise: Paise } | { ok: false; problem: MoneyInputProblem } {
  const text = input
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '')
    .trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const match =
    /^(\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!match) return { ok: false, problem: 'invalid' };
  const whole = (match[1] ?? '').replace(/,/g, '') || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const parsed = parseDecimal(`${whole}.${fraction}`);
  return parsed ? { ok: true, paise: parsed.paise } : { ok: false, problem: 'invalid' };
}

/**
 * Form input (text as typed, or a number from a JSON body) to rupees, for the zod schemas: '' -> undefined,
 * a typed amount -> its rupees, anything else NaN. One reader for the web's forms and the server's schemas.
 */
export function parseMoneyInput(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const parsed = parseRupees(value);
  if (parsed.ok) return paiseToRupees(parsed.paise);
  if (parsed.problem === 'empty') return undefined;
  // A well-formed amount with too many decimals is still a number: the field's own check says 'at most 2
  // decimal places' rather than 'must be a number'.
  if (parsed.problem === 'decimals')
    return Number(value.replace(/^\s*(?:₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, ''));
  return Number.NaN;
}

// --- amount in words -------------------------------------------------------------------------------------------

const EN_ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Hindi has a word of its own for every number below a hundred. */
const HI_UPTO_99 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस ' +
  'सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास ' +
  'पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ ' +
  'सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे ' +
  'पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे'
).split(' ');

function below100(n: number, language: 'en' | 'hi'): string {
  if (language === 'hi') return HI_UPTO_99[n] ?? '';
  if (n < 20) return EN_ONES[n] ?? '';
  const ones = n % 10;
  return `${EN_TENS[Math.floor(n / 10)]}${ones ? `-${EN_ONES[ones]}` : ''}`;
}

const SCALES = {
  en: { hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
  hi: { hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
} as const;

/** A whole number in words with the Indian scales (crore, lakh, thousand, hundred); 0 gives ''. */
export function numberInWords(n: number, language: 'en' | 'hi' = 'en'): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('numberInWords takes a whole number');
  const s = SCALES[language];
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  if (crore > 0) parts.push(`${numberInWords(crore, language)} ${s.crore}`);
  let rest = n % 1_00_00_000;
  const groups: Array<[number, string]> = [
    [1_00_000, s.lakh],
    [1_000, s.thousand],
    [100, s.hundred],
  ];
  for (const [size, word] of groups) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${below100(count, language)} ${word}`);
    rest %= size;
  }
  if (rest > 0) parts.push(below100(rest, language));
  return parts.join(' ');
}

/**
 * The amount in words as invoices print it: 'Rupees One Lakh Twenty Thousand and Fifty Paise Only';
 * in Hindi 'एक लाख बीस हज़ार रुपये और पचास पैसे मात्र'.
 */
export function amountInWords(amount: number, language: 'en' | 'hi' = 'en'): string {
  const abs = Math.abs(paise(amount));
  const rupees = Math.floor(abs / 100);
  const fraction = abs % 100;
  if (language === 'hi') {
    const r = rupees > 0 || fraction === 0 ? `${numberInWords(rupees, 'hi') || HI_UPTO_99[0]} रुपये` : '';
    const p = fraction > 0 ? `${numberInWords(fraction, 'hi')} पैसे` : '';
    return `${amount < 0 ? 'ऋण ' : ''}${[r, p].filter(Boolean).join(' और ')} मात्र`;
  }
  const r = rupees > 0 || fraction === 0 ? `Rupees ${numberInWords(rupees) || 'Zero'}` : '';
  const p = fraction > 0 ? `${numberInWords(fraction)} Paise` : '';
  return `${amount < 0 ? 'Minus ' : ''}${[r, p].filter(Boolean).join(' and ')} Only`;
}
