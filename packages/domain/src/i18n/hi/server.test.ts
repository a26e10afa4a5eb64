import { describe, expect, it } from 'vitest';
import { englishText, serverText, SERVER_TEXTS_EN, type ServerText, type ServerTextKey } from '../server';
import { translateText } from '../text-catalog';
import { HINDI_ACCOUNTS } from './accounts';
import { HINDI_BILLING } from './billing';
import { HINDI_DELIVERIES } from './deliveries';
import { HINDI_TEXTS } from './index';
import { HINDI_PARTNERS } from './partners';
import { HINDI_SERVER, hindiServerText } from './server';
import { SERVER_EXAMPLES } from './server-examples';

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the API's keyed sentences", () => {
  it('have an example for every key', () => {
    expect(Object.keys(SERVER_EXAMPLES).sort()).toEqual(Object.keys(SERVER_TEXTS_EN).sort());
  });

  it.each(Object.entries(SERVER_EXAMPLES) as Array<[ServerTextKey, readonly [ServerText, string]]>)(
    '%s: writes the English the API has always written, and Hindi',
    (_key, [text, english]) => {
      expect(englishText(text)).toBe(english);
      expect(hindiServerText(text)).toMatch(DEVANAGARI);
      expect(hindiServerText(JSON.parse(JSON.stringify(text)) as ServerText)).toBe(hindiServerText(text));
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

  it('writes a status alert with its note in Hindi, and leaves a driver’s own words as they are', () => {
    const alert = (note: string) =>
      serverText('delivery.nowStatus', {
        id: 'LS-20260312-0001',
        route: 'Okhla → Bawana',
        status: 'Failed',
        note,
      });
    expect(hindiServerText(alert('Gate band tha'))).toBe(
      'शिपमेंट LS-20260312-0001 (Okhla → Bawana) डिलीवर नहीं हो पाई। नोट: Gate band tha',
    );
    expect(
      hindiServerText(
        serverText('delivery.cannotMove', {
          from: 'Scheduled',
          allowed: ['Picked Up', 'Cancelled'],
          to: 'Delivered',
        }),
      ),
    ).toBe('शेड्यूल डिलीवरी पिकअप हो चुकी या रद्द हो सकती है, डिलीवर हो चुकी नहीं।');
  });

  it('writes a keyed sentence inside another in the same language', () => {
    const why = serverText('pool.ownerDeclined', { who: 'Yamuna Freight', route: 'Okhla → Bawana' });
    const text = serverText('pool.regularPrice', { why, id: 'LS-20260312-0001', price: 1500 });
    expect(englishText(text)).toBe(
      'Yamuna Freight declined the slot on Okhla → Bawana. Delivery LS-20260312-0001 is no longer on a shared truck and is charged the regular price ₹1500.',
    );
    expect(hindiServerText(text)).toBe(
      'Yamuna Freight ने Okhla → Bawana का स्लॉट मना कर दिया। डिलीवरी LS-20260312-0001 अब शेयर्ड ट्रक पर नहीं है और इस पर सामान्य किराया ₹1500 लगेगा।',
    );
  });
});
