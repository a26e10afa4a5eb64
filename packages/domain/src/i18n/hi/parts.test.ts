import { describe, expect, it } from 'vitest';
import { HINDI_ACCOUNTS } from './accounts';
import { HINDI_BILLING } from './billing';
import { HINDI_DELIVERIES } from './deliveries';
import { HINDI_PARTNERS } from './partners';
import { HINDI_SERVER } from './server';

const PARTS = {
  accounts: HINDI_ACCOUNTS,
  deliveries: HINDI_DELIVERIES,
  partners: HINDI_PARTNERS,
  billing: HINDI_BILLING,
  server: HINDI_SERVER,
};

describe('the parts of the Hindi catalog', () => {
  it('give each English text one home: no text is translated in two parts', () => {
    const homes = new Map<string, string[]>();
    for (const [part, catalog] of Object.entries(PARTS))
      for (const text of Object.keys(catalog.exact)) homes.set(text, [...(homes.get(text) ?? []), part]);
    expect([...homes].filter(([, parts]) => parts.length > 1)).toEqual([]);
  });

  it('write Hindi: every translation has Devanagari in it', () => {
    const notHindi = Object.values(PARTS)
      .flatMap((catalog) => Object.entries(catalog.exact))
      .filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi));
    expect(notHindi).toEqual([]);
  });
});
