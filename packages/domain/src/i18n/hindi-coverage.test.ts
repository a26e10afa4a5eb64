/*
 * Every text the domain owns has its Hindi (issue 17): each exported message, label and title set, walked
 * through whatever shape it has (records, arrays, nested records), must translate to something other than
 * itself. Proper names and codes are not translated and are listed here with their reason.
 */
import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import { HINDI_TEXTS } from './hi';
import { translateText } from './text-catalog';

const TEXT_EXPORT = /(MESSAGES?|LABELS|TITLES|TEXTS?)$/;
/** Exports that are not texts for translation: the catalog itself, and language names written in themselves. */
const NOT_TEXTS = new Set(['HINDI_TEXTS', 'LANGUAGE_NAMES']);
/** Texts that stay as they are in Hindi: names and codes. */
const UNTRANSLATED = new Set<string>(['Tata 407', 'Tata 709', 'Tata 1109', 'Tata 1613']); // truck model names

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const exported = Object.entries(domain).filter(([name]) => TEXT_EXPORT.test(name) && !NOT_TEXTS.has(name));

describe('the Hindi catalog of the domain texts', () => {
  it('finds the domain text exports', () => {
    expect(exported.length).toBeGreaterThan(30);
  });

  for (const [name, value] of exported) {
    it(`translates every text of ${name}`, () => {
      const missing = textsOf(value).filter(
        (text) =>
          /[A-Za-z]{2}/.test(text) && !UNTRANSLATED.has(text) && translateText(text, HINDI_TEXTS) === text,
      );
      expect(missing).toEqual([]);
    });
  }
});
