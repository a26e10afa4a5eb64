import { describe, expect, it } from 'vitest';
import { formatValidUntil } from '../eway-bill/validity';
import { HINDI_TEXTS } from './hi';
import { hindiMonths, MONTHS_SHORT } from './months';
import { translateText } from './text-catalog';

describe('month names', () => {
  it('has twelve in each language', () => {
    expect(MONTHS_SHORT.en).toHaveLength(12);
    expect(MONTHS_SHORT.hi).toHaveLength(12);
  });

  it('turns the month of a printed date into Hindi and leaves the rest', () => {
    expect(hindiMonths('15 Mar 2026')).toBe('15 मार्च 2026');
    expect(hindiMonths('1 Sep 2026 and 2 Dec 2026')).toBe('1 सित॰ 2026 and 2 दिस॰ 2026');
    expect(hindiMonths('Marine')).toBe('Marine');
  });

  it('prints an e-way bill expiry alert in Hindi with a Hindi month', () => {
    const english = `E-way bill 1234 5678 9012 for delivery LS-2026-ABCD is valid ${formatValidUntil('2026-03-15')} and the goods are not delivered yet. Extend it on the e-way bill portal before it runs out.`;
    const hindi = translateText(english, HINDI_TEXTS);
    expect(hindi).toContain('15 मार्च 2026');
    expect(hindi).not.toMatch(/Mar|[a-z]{4,}/);
  });
});
