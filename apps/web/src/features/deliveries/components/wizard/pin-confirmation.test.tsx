import { describe, expect, it } from 'vitest';
import { withDigipin } from './pin-confirmation';

describe('withDigipin', () => {
  it('writes the pin into the address as its DIGIPIN, replacing one already there', () => {
    const pin = { lat: 28.622788, lon: 77.213033 };
    expect(withDigipin('Gali 4, Sangam Vihar, 110080', pin)).toBe(
      'Gali 4, Sangam Vihar, 110080, DIGIPIN 39J-49L-L8T4',
    );
    expect(withDigipin('Gali 4, Sangam Vihar, 110080, DIGIPIN 4PJ-K2L-T5M6', pin)).toBe(
      'Gali 4, Sangam Vihar, 110080, DIGIPIN 39J-49L-L8T4',
    );
  });
});
