/**
 * Builds data/streets.json, the named streets the geocoder places a street-only address on
 * (src/gazetteer/street-index.ts).
 *
 *   npx tsx packages/geo/scripts/build-streets.ts
 *
 * Input: the OpenStreetMap extracts in ../shared/data/osm (ODbL 1.0, (c) OpenStreetMap contributors): ways
 * tagged as roads people live and work on (trunk to residential, not motorways, tracks or paths) with a name.
 * Each street keeps its vertices thinned to one every THIN_KM, to 5 decimals (about a metre). Names that single out
 * no street ('Main Road', 'Road No. 4') are left out, as street-index.ts would not look them up.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fastDistanceKm, round } from '../src/geo-math';
import { normalizeAddress } from '../src/gazetteer/normalize';
import { streetKey } from '../src/gazetteer/street-index';
import { readOsmPbf } from '../src/routing/osm-pbf';
import { ROAD_CLASSES } from '../src/routing/road-classes';

const OSM_DIR = new URL('../../../../shared/data/osm/', import.meta.url);
const EXTRACTS = ['south-delhi.osm.pbf', 'east-delhi-patch.osm.pbf'];
/** Roads people live and work on: the road graph's classes (routing/road-classes.ts) but motorways, links and
 * service roads, whose names no address uses. */
const STREET_CLASSES = new Set<string>(
  ROAD_CLASSES.filter((c) => c !== 'motorway' && c !== 'service' && c !== 'road' && !c.endsWith('_link')),
);
/** One vertex kept every this many km along a way (and its last one). */
const THIN_KM = 0.15;

/** A way's vertices with one kept every `minKm`, its first and last always. */
function thin(points: Array<[number, number]>, minKm: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  points.forEach((p, i) => {
    const last = out[out.length - 1];
    if (!last || i === points.length - 1 || fastDistanceKm(last[0], last[1], p[0], p[1]) >= minKm)
      out.push(p);
  });
  return out;
}

const streets = new Map<string, { name: string; points: Array<[number, number]> }>();
for (const file of EXTRACTS) {
  const path = new URL(file, OSM_DIR);
  if (!existsSync(path)) throw new Error(`${path.pathname} is missing`);
  const coords = new Map<number, [number, number]>();
  const ways: Array<{ name: string; refs: number[] }> = [];
  readOsmPbf(new Uint8Array(readFileSync(path)), {
    node: (id, lat, lon) => coords.set(id, [lat, lon]),
    way: (w) => {
      const name = w.tags['name:en'] ?? w.tags.name;
      if (name && w.tags.highway && STREET_CLASSES.has(w.tags.highway)) ways.push({ name, refs: w.refs });
    },
  });
  for (const w of ways) {
    const key = streetKey(normalizeAddress(w.name));
    if (!key) continue;
    const pts = w.refs.map((r) => coords.get(r)).filter((c): c is [number, number] => c !== undefined);
    const entry = streets.get(key) ?? { name: w.name.replace(/\s+/g, ' ').trim(), points: [] };
    entry.points.push(...thin(pts, THIN_KM));
    streets.set(key, entry);
  }
}

const rows = [...streets.values()]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((s) => [s.name, s.points.flatMap(([lat, lon]) => [round(lat, 5), round(lon, 5)])] as const);
const lines = [
  '{',
  `"attribution": ${JSON.stringify('Named streets (c) OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)')},`,
  `"generatedBy": "packages/geo/scripts/build-streets.ts",`,
  `"columns": ["name", "lat, lon, lat, lon, ..."],`,
  '"streets": [',
  rows.map((r) => JSON.stringify(r)).join(',\n'),
  ']',
  '}',
];
writeFileSync(new URL('../data/streets.json', import.meta.url), `${lines.join('\n')}\n`);
console.log(`streets ${rows.length}, points ${rows.reduce((s, r) => s + r[1].length / 2, 0)}`);
