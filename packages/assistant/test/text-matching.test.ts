import { describe, expect, it } from 'vitest';

import { boundedEditDistance, isTypoOf } from '../src/fuzzy';
import { tokenKey } from '../src/normalise';
import { splitRunTogether } from '../src/segment';

describe('tokenKey', () => {
  it.each([
    ['kahaan', 'kahan'],
    ['kaise', 'kese'],
    ['kese', 'kese'],
    ['wala', 'vala'],
    ['कहाँ', 'कहां'],
    ['डिलीवरी', 'डिलिवरी'],
    ['ऑर्डर', 'ओर्डर'],
    ['गाड़ी', 'गाडी'],
    ['सम्पर्क', 'संपर्क'],
  ])('folds %s like %s', (a, b) => {
    expect(tokenKey(a)).toBe(tokenKey(b));
  });
});

describe('typo matching', () => {
  it('counts a transposition as one edit', () => {
    expect(boundedEditDistance('teh', 'the', 2)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it.each([
    ['dilivery', 'delivery', true],
    ['notificatons', 'notifications', true],
    ['lgin', 'login', true],
    ['khana', 'khata', false],
    ['date', 'rate', false],
    ['pan', 'pin', false],
  ])('%s is a typo of %s: %s', (typed, known, expected) => {
    expect(isTypoOf(typed, known)).toBe(expected);
  });
});

describe('splitRunTogether', () => {
  const vocabulary = new Set(['where', 'is', 'my', 'order', 'kahan', 'hai', 'log', 'at', 'hi']);

  it('splits words typed without spaces', () => {
    expect(splitRunTogether('whereismyorder', vocabulary)).toEqual(['where', 'is', 'my', 'order']);
    expect(splitRunTogether('kahanhai', vocabulary)).toEqual(['kahan', 'hai']);
  });

  it('leaves words alone unless a long known word is among the pieces', () => {
    expect(splitRunTogether('logisathi', vocabulary)).toEqual(['logisathi']);
    expect(splitRunTogether('loghiat', vocabulary)).toEqual(['loghiat']);
    expect(splitRunTogether('bawana', vocabulary)).toEqual(['bawana']);
  });
});
