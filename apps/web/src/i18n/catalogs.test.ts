/*
 * The catalogs stay in step (issue 17): every key in both languages, the same placeholders on both sides, no
 * empty text, and no English sentence copied into the Hindi catalog in place of a translation.
 */
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };
const load = (files: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, mod]) => [
      file.replace(/^.*\/(\w+)\.json$/, '$1'),
      (mod as { default: Catalog }).default,
    ]),
  );
const ENGLISH = load(import.meta.glob('./locales/en/*.json', { eager: true }));
const HINDI = load(import.meta.glob('./locales/hi/*.json', { eager: true }));

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\d+|\w+)\s*\/?>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();
/** A run of lower-case Latin words: an English sentence, not a name or a code such as GSTIN or UPI. */
const ENGLISH_PROSE = /\b[a-z]{3,}\s+[a-z]{2,}\b/;

describe('web catalogs', () => {
  it('have the same namespaces in English and Hindi', () => {
    expect(Object.keys(HINDI).sort()).toEqual(Object.keys(ENGLISH).sort());
  });

  for (const ns of Object.keys(ENGLISH)) {
    describe(ns, () => {
      const en = flatten(ENGLISH[ns] ?? {});
      const hi = flatten(HINDI[ns] ?? {});

      it('has every key in both languages', () => {
        expect(
          [...hi.keys()].filter((k) => !en.has(k)),
          'in Hindi only',
        ).toEqual([]);
        expect(
          [...en.keys()].filter((k) => !hi.has(k)),
          'in English only',
        ).toEqual([]);
      });

      it('keeps the placeholders and tags of each text', () => {
        const differing = [...en].filter(
          ([k, text]) => hi.has(k) && placeholders(text).join() !== placeholders(hi.get(k) ?? '').join(),
        );
        expect(differing.map(([k]) => k)).toEqual([]);
      });

      it('has no empty text and no English prose in Hindi', () => {
        expect([...en].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
        expect([...hi].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
        expect(
          [...hi].filter(([, v]) => ENGLISH_PROSE.test(v)).map(([k]) => k),
          'untranslated',
        ).toEqual([]);
      });
    });
  }
});
