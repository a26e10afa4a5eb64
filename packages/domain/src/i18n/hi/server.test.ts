import { describe, expect, it } from 'vitest';
import { translateText } from '../text-catalog';
import { HINDI_ACCOUNTS } from './accounts';
import { HINDI_BILLING } from './billing';
import { HINDI_DELIVERIES } from './deliveries';
import { HINDI_TEXTS } from './index';
import { HINDI_PARTNERS } from './partners';
import { HINDI_SERVER, SERVER_PATTERNS } from './server';

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the API's Hindi texts", () => {
  it.each(SERVER_PATTERNS.map((p) => [p.example, p] as const))(
    'matches and translates the sentence the API writes: %s',
    (example, { pattern, render }) => {
      const match = pattern.exec(example);
      expect(match).not.toBeNull();
      const hindi = render(...match!.slice(1));
      expect(hindi).toMatch(DEVANAGARI);
      // No pattern of another part, placed before it in the whole catalog, takes the sentence first.
      expect(translateText(example, HINDI_TEXTS)).toBe(hindi);
    },
  );

  it('translates every exact text into Hindi', () => {
    for (const [english, hindi] of Object.entries(HINDI_SERVER.exact)) {
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(translateText(english, HINDI_TEXTS), english).toBe(hindi);
    }
  });

  it("holds only the API's own texts: none is a key of the domain's parts", () => {
    const domainKeys = new Set(
      [HINDI_ACCOUNTS, HINDI_DELIVERIES, HINDI_PARTNERS, HINDI_BILLING].flatMap((part) =>
        Object.keys(part.exact),
      ),
    );
    expect(Object.keys(HINDI_SERVER.exact).filter((key) => domainKeys.has(key))).toEqual([]);
  });

  it('reads a status alert with its note in Hindi, and leaves a driver’s own words as they are', () => {
    expect(
      translateText(
        'Shipment LS-20260312-0001 (Okhla → Bawana) is now Failed. Note: Gate band tha',
        HINDI_TEXTS,
      ),
    ).toBe('शिपमेंट LS-20260312-0001 (Okhla → Bawana) डिलीवर नहीं हो पाई। नोट: Gate band tha');
    expect(
      translateText(
        'A Scheduled delivery can move to Picked Up or Cancelled, not to Delivered.',
        HINDI_TEXTS,
      ),
    ).toMatch(/^शेड्यूल डिलीवरी .+ या .+ हो सकती है, .+ नहीं।$/);
  });
});
