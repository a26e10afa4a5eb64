import { getIndustrialHubs } from '@logisaathi/geo';
import { describe, expect, it } from 'vitest';
import { hubInAddress } from './geocode';

// The hub list as GET /ai/industrial-hubs serves it.
const hubs = getIndustrialHubs();

describe('hubInAddress (spec section 7: a hub name in an address gives its coordinates)', () => {
  it('finds a hub however the address spells it', () => {
    const okhla = hubs['okhla'];
    for (const address of ['Plot 12, Okhla Ph-II, New Delhi', 'OKHLA INDUSTRIAL ESTATE', 'ओखला फेज़ 2']) {
      expect(hubInAddress(address, hubs)).toEqual({ lat: okhla?.lat, lon: okhla?.lon, label: okhla?.name });
    }
    expect(hubInAddress('Shop 4, Kirtinagar', hubs)?.label).toBe(hubs['kirti_nagar']?.name);
  });

  it('answers null when no hub of the list is named', () => {
    expect(hubInAddress('Connaught Place, New Delhi', hubs)).toBeNull();
    const { okhla: _okhla, ...withoutOkhla } = hubs;
    expect(hubInAddress('Okhla Phase 2', withoutOkhla)).toBeNull();
  });
});
