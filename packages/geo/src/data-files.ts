import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Reads a JSON file committed in packages/geo/data, found through the package's own name ('./data/*' in its
 * exports), so neither the working folder nor where this module was bundled to matters (the API's bundles).
 */
export function readDataJson<T>(fileName: string): T {
  return JSON.parse(readFileSync(require.resolve(`@logisaathi/geo/data/${fileName}`), 'utf8')) as T;
}
