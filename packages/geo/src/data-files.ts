import { readFileSync } from 'node:fs';

/** Reads a JSON file committed in packages/geo/data (resolved from this module, so cwd does not matter). */
export function readDataJson<T>(fileName: string): T {
  return JSON.parse(readFileSync(new URL(`../data/${fileName}`, import.meta.url), 'utf8')) as T;
}
