import { describe, expect, it } from 'vitest';
import { createGeoService, SPEC_HUB_IDS } from '../src/index';

const service = createGeoService();

describe('suggestPlaces', () => {
  it('offers the six spec hubs for an empty query', async () => {
    const list = await service.suggestPlaces('', 10);
    expect(list.map((s) => s.hubId)).toEqual([...SPEC_HUB_IDS]);
  });

  it('puts a matching spec hub first, then other places as the user types', async () => {
    const list = await service.suggestPlaces('okh', 5);
    expect(list[0]?.hubId).toBe('okhla');
    expect(list.slice(1).map((s) => s.name)).toContain('Okhla Industrial Area Phase 2');
  });

  it('matches words inside a name and honours the limit', async () => {
    const list = await service.suggestPlaces('nagar', 3);
    expect(list).toHaveLength(3);
    expect(list[0]?.hubId).toBe('kirti_nagar');
  });

  it('returns nothing for text no place contains', async () => {
    expect(await service.suggestPlaces('zzzqqq', 5)).toEqual([]);
  });

  it('suggests English names for Devanagari and Hinglish typing', async () => {
    expect((await service.suggestPlaces('बवा', 3))[0]?.hubId).toBe('bawana');
    expect((await service.suggestPlaces('ओखला फेज़ 2', 3))[0]?.name).toBe('Okhla Industrial Area Phase 2');
    expect((await service.suggestPlaces('गुड़गांव', 3))[0]?.name).toBe('Gurugram');
    expect((await service.suggestPlaces('Gaziabad', 3)).map((s) => s.name)).toContain('Ghaziabad');
  });

  it('reads a leading town word as a filter', async () => {
    const list = await service.suggestPlaces('नोएडा सेक्टर 63', 3);
    expect(list[0]).toMatchObject({ name: 'Sector 63', city: 'Noida' });
  });
});
