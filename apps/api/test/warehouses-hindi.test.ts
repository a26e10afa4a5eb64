/*
 * Issue 17 on the micro-warehouse listings: a caller who asks in Hindi (Accept-Language: hi) reads the demo
 * catalogue's opening hours, features, capacity and last-mile reach in Hindi; without the header the answer is
 * the English one, unchanged. Every text of the demo catalogue must have its Hindi, so a new demo warehouse
 * cannot go untranslated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSES } from '../src/modules/warehouses/demo-catalogue';
import { DEMO_TEXTS_HI } from '../src/modules/warehouses/demo-catalogue-hi';
import { WAREHOUSE_FEATURES } from '../src/modules/warehouses/schemas';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { createListing, LISTING, type WarehouseView } from './warehouses-support';

/** Three English words in a row, as the Hindi sweep (e2e/hindi-sweep.test.ts) finds them on a page. */
const ENGLISH_RUN = /\b[A-Za-z][a-z]+ [a-z]{2,} [a-z]{2,}\b/;

const demoTexts = (): string[] => [
  ...new Set(DEMO_WAREHOUSES.flatMap((w) => [w.openingHours, w.capacity, w.lastMile, ...(w.features ?? [])])),
];

describe('the demo catalogue’s Hindi', () => {
  it('has a Hindi text for every text a demo listing shows and every feature operators are offered', () => {
    const missing = [...demoTexts(), ...WAREHOUSE_FEATURES].filter((text) => !DEMO_TEXTS_HI[text]);
    expect(missing).toEqual([]);
  });

  it('writes Hindi, not English: no English phrase and Hindi units', () => {
    for (const [english, hindi] of Object.entries(DEMO_TEXTS_HI)) {
      expect(hindi, english).not.toMatch(ENGLISH_RUN);
      expect(hindi, english).not.toMatch(/\b(km|radius|pallet|floor|Same-day|Next-day)\b/);
      // Only a code (CCTV) stays as it is; codes and place names inside a Hindi text keep their letters.
      if (!/^[A-Z0-9]+$/.test(english)) expect(hindi, english).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe.each(DB_KINDS)('micro-warehouse listings in Hindi on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_DATA: 'true' });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (language?: string): Promise<WarehouseView[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/micro-warehouses?limit=100&sort=price',
      headers: language ? { ...user.auth, 'accept-language': language } : user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.warehouses;
  };

  const byName = (warehouses: WarehouseView[], name: string): WarehouseView => {
    const found = warehouses.find((w) => w.name === name);
    if (!found) throw new Error(`${name} is not listed`);
    return found;
  };

  it('answers English by default, exactly as the catalogue stores it', async () => {
    const warehouses = await search();
    const demo = new Map(DEMO_WAREHOUSES.map((w) => [w.name, w]));
    for (const w of warehouses) {
      const row = demo.get(w.name);
      expect(row, w.name).toBeDefined();
      expect(w).toMatchObject({
        openingHours: row?.openingHours,
        capacity: row?.capacity,
        lastMile: row?.lastMile,
        features: row?.features,
        operator: { name: `Demo operator (${w.location})` },
      });
    }
    expect(await search('en-IN,en;q=0.9')).toEqual(warehouses);
  });

  it('answers the listings’ texts in Hindi when asked in Hindi; names, areas, addresses and pincodes stay', async () => {
    const [english, hindi] = await Promise.all([search(), search('hi-IN,hi;q=0.9,en;q=0.8')]);
    expect(hindi.map((w) => w.id)).toEqual(english.map((w) => w.id));

    const bawana = byName(hindi, 'Bawana Sector 1 Bulk Store');
    expect(bawana).toMatchObject({
      name: 'Bawana Sector 1 Bulk Store',
      location: 'Bawana',
      address: 'Plot 218, Sector 1, DSIIDC Bawana Industrial Area, Delhi',
      pincode: '110039',
      type: 'Economy',
      capacity: 'फ़र्श पर थोक माल की थप्पी, फ़र्श 5 टन/वर्ग मीटर',
      lastMile: 'North Delhi, Sonipat और Bahadurgarh में अगले दिन',
      openingHours: 'सोम-शनि, 9 am - 7 pm',
      features: ['CCTV', 'सिक्योरिटी गार्ड', 'फ़ायर NOC', 'फ़ोर्कलिफ़्ट'],
      operator: { name: 'डेमो ऑपरेटर (Bawana)' },
    });
    expect(byName(hindi, 'Gandhi Nagar Garment Store').capacity).toBe('कपड़े टाँगने की रेलिंग और कार्टन के शेल्फ़');
    expect(byName(hindi, 'Noida Phase 2 Export Store').capacity).toBe('130 पैलेट की जगह, एक्सपोर्ट पैकिंग बे');

    for (const w of hindi) {
      const texts = [w.openingHours, w.capacity, w.lastMile, ...(w.features as string[]), w.operator.name];
      for (const text of texts) expect(text as string, w.name).not.toMatch(ENGLISH_RUN);
    }
  });

  it('answers one listing in Hindi too, and leaves an operator’s own words as written', async () => {
    const [first] = await search();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/micro-warehouses/${first?.id}`,
      headers: { ...user.auth, 'accept-language': 'hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json().data.warehouse as WarehouseView;
    expect(one.openingHours).toBe(DEMO_TEXTS_HI[first?.openingHours as string]);
    expect(one.lastMile).toBe(DEMO_TEXTS_HI[first?.lastMile as string]);

    const owner = await signUp(t.app);
    const own = await createListing(t.app, owner, { openingHours: 'Daily 10 to 6, Sunday closed' });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/micro-warehouses/${own.id}`,
      headers: { ...owner.auth, 'accept-language': 'hi' },
    });
    expect(mine.json().data.warehouse).toMatchObject({
      name: LISTING.name,
      operator: { name: LISTING.operatorName },
      openingHours: 'Daily 10 to 6, Sunday closed',
      capacity: LISTING.capacity,
      // Features picked from the offered list read in Hindi.
      features: ['CCTV', 'लोडिंग डॉक'],
    });
  });
});
