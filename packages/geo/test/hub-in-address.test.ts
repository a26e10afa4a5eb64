import { describe, expect, it } from 'vitest';
import { findHubInAddress, SPEC_HUB_IDS } from '../src/index';

describe('hub in address', () => {
  it.each([
    ['Plot 4, Okhla Ph-II, New Delhi', 'okhla'],
    ['OKHLA INDUSTRIAL ESTATE', 'okhla'],
    ['ओखला फेज़ 2', 'okhla'],
    ['Kirtinagar furniture block', 'kirti_nagar'],
    ['kirti nagar', 'kirti_nagar'],
    ['near Mayapuri chowk', 'mayapuri'],
    ['Hosiery Complex, Noida', 'noida_phase_2'],
  ])('finds the hub named in %j', (text, id) => {
    expect(findHubInAddress(text)?.id).toBe(id);
  });

  it('finds nothing in an address without a hub', () => {
    expect(findHubInAddress('H-52, Sector 63, Noida')).toBeNull();
    expect(findHubInAddress('')).toBeNull();
  });

  it('matches whole words only', () => {
    expect(findHubInAddress('Okhlaview Apartments')).toBeNull();
  });

  it('does not take a hub of another town than the one the address names', () => {
    expect(findHubInAddress('Sadar Bazar, Delhi')?.id).toBe('sadar_bazar');
    expect(findHubInAddress('Sadar Bazar, Gurgaon')).toBeNull();
  });

  it('can be limited to some hubs, such as the six of the specification', () => {
    expect(findHubInAddress('Naraina Vihar')?.id).toBe('naraina');
    expect(findHubInAddress('Naraina Vihar', SPEC_HUB_IDS)).toBeNull();
    expect(findHubInAddress('Bawana Sector 3', SPEC_HUB_IDS)?.id).toBe('bawana');
  });
});
