import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromPreferences } from './language';
import { translateText, type TextCatalog } from './text-catalog';

describe('languageFromAcceptLanguage', () => {
  it('answers in English when the header is absent or names no language we speak', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, de;q=0.8')).toBe('en');
  });

  it('picks the supported language with the highest weight', () => {
    expect(languageFromAcceptLanguage('hi')).toBe('hi');
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr, hi;q=0.5, en;q=0.4')).toBe('hi');
    expect(languageFromAcceptLanguage('en;q=0.2, HI;q=0.9')).toBe('hi');
  });

  it('ignores tags weighted zero or malformed', () => {
    expect(languageFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=abc')).toBe('en');
  });
});

describe('languageFromPreferences', () => {
  it('takes the first language the product speaks', () => {
    expect(languageFromPreferences(['hi-IN', 'en-GB'])).toBe('hi');
    expect(languageFromPreferences(['ta-IN', 'en-IN', 'hi'])).toBe('en');
    expect(languageFromPreferences(['ta-IN'])).toBe('en');
  });
});

describe('translateText', () => {
  const catalog: TextCatalog = {
    exact: { 'Name too short': 'नाम बहुत छोटा है' },
    patterns: [[/^Must be at most (\d+) characters$/, (n = '') => `अधिकतम ${n} अक्षर`]],
  };

  it('translates exact texts and patterned texts, and leaves unknown ones as they are', () => {
    expect(translateText('Name too short', catalog)).toBe('नाम बहुत छोटा है');
    expect(translateText('Must be at most 200 characters', catalog)).toBe('अधिकतम 200 अक्षर');
    expect(translateText('Something new', catalog)).toBe('Something new');
    expect(translateText('Name too short', undefined)).toBe('Name too short');
  });
});
