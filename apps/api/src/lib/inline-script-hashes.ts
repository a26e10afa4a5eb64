import { createHash } from 'node:crypto';

/**
 * CSP source expressions ('sha256-...') for the inline scripts of a page, so the Content-Security-Policy can keep
 * `script-src 'self'` and still run exactly those scripts (index.html's first-paint language switch). Scripts
 * with a `src` are covered by 'self' and skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const body = match[2] ?? '';
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
