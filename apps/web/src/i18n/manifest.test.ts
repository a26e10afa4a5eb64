import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const readManifest = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8')) as Record<string, unknown>;

/** A manifest without the texts a language changes. */
function withoutTexts(manifest: Record<string, unknown>) {
  const rest = { ...manifest };
  for (const key of ['name', 'short_name', 'description', 'lang']) delete rest[key];
  return rest;
}

describe('the web app manifest in Hindi', () => {
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it.each([
    ['manifest.webmanifest', 'manifest.hi.webmanifest'],
    ['partner.webmanifest', 'partner.hi.webmanifest'],
  ])('%s has a Hindi twin: the same app, its name and description in Hindi', (english, hindi) => {
    const en = readManifest(english);
    const hi = readManifest(hindi);
    expect(hi.lang).toBe('hi');
    expect(hi.description).toMatch(/[\u0900-\u097F]/);
    expect(withoutTexts(hi)).toEqual(withoutTexts(en));
  });

  it('points the page at the manifest of its language, the partner app’s too', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    await changeLanguage('hi');
    expect(link.getAttribute('href')).toBe('/manifest.hi.webmanifest');
    await changeLanguage('en');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');

    link.setAttribute('href', '/partner.webmanifest');
    await changeLanguage('hi');
    expect(link.getAttribute('href')).toBe('/partner.hi.webmanifest');
  });
});
