/**
 * Builds bench/geo/osm-addresses.json, a geocoding set labelled independently of the gazetteer:
 *   npx tsx bench/geo/build-osm-address-set.ts
 *
 * The gazetteer takes only OpenStreetMap *place* nodes and named residential/industrial areas from the extracts
 * (packages/geo/scripts/open-places.ts), and the geocoder the named roads' lines (scripts/build-streets.ts). This
 * set takes another layer: nodes and ways carrying `addr:*` tags
 * (shops, offices, embassies, clinics, houses), whose coordinates are the feature's own location. The address text
 * is composed only from the feature's own tags, the way a business writes it on an invoice; nothing from the
 * gazetteer or the truth point goes into the text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { readOsmPbf } from '../../packages/geo/src/routing/osm-pbf';

const EXTRACTS = ['south-delhi.osm.pbf', 'east-delhi-patch.osm.pbf'];
const OSM_DIR = new URL('../../../shared/data/osm/', import.meta.url);
const OUT = new URL('./osm-addresses.json', import.meta.url);
const BUILT_ON = new Date().toISOString().slice(0, 10);

type Tags = Record<string, string>;

interface Feature {
  ref: string;
  tags: Tags;
  lat: number;
  lon: number;
}

/** Most specific first: 'Sector 8' (addr:place) before 'RK Puram' (addr:suburb). */
const LOCALITY_KEYS = ['addr:neighbourhood', 'addr:quarter', 'addr:place', 'addr:locality', 'addr:suburb'];
/**
 * A street or locality tag that is only a block, lane or sector code ('B-3', 'A-11', '1', 'Sector 8') names no
 * place on its own: Delhi NCR has a Sector 8 in R K Puram, Dwarka, Rohini, Noida and Gurugram. Same judgement as
 * the gazetteer's NOT_A_PLACE in packages/geo/scripts/open-places.ts.
 */
const BLOCK_CODE = /^([a-z]{0,2}[- ]?\d+[a-z]?|sector[- ]?\d+)$/i;
const namesAPlace = (value: string): boolean => value !== '' && !BLOCK_CODE.test(value);

const clean = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The address as written on an invoice, in a fixed order: name, house number + street, the feature's full address
 * line (addr:full, when mapped), suburb/place/locality, city, postcode (only when tagged). A part already written
 * by an earlier part is not repeated. Null when the tags name no place: nothing but a house number, house name,
 * name or block code, and no locality, city or postcode.
 */
function composeAddress(tags: Tags): string | null {
  const street = clean(tags['addr:street']);
  const localities = LOCALITY_KEYS.map((k) => clean(tags[k]));
  const full = clean(tags['addr:full']);
  const city = clean(tags['addr:city']);
  const postcode = clean(tags['addr:postcode']);
  const placed = postcode !== '' || [street, full, ...localities, city].some(namesAPlace);
  if (!placed) return null;
  const name = clean(tags['name:en']) || clean(tags.name);
  // 'Vikas Mall' mapped as both the name and the house number is written once.
  const houseTag = clean(tags['addr:housenumber']) || clean(tags['addr:housename']);
  const house = houseTag.toLowerCase() === name.toLowerCase() ? '' : houseTag;
  const parts = [
    name,
    [house, street].filter((p) => p !== '').join(', '),
    full,
    ...localities,
    city,
    postcode,
  ];
  const written: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    if (written.some((w) => w.toLowerCase().includes(part.toLowerCase()))) continue;
    written.push(part);
  }
  return written.join(', ');
}

function readExtract(file: string): { features: Feature[]; interpolationLines: number } {
  const coords = new Map<number, [number, number]>();
  const features: Feature[] = [];
  let interpolationLines = 0;
  const hasAddress = (tags: Tags): boolean => Object.keys(tags).some((k) => k.startsWith('addr:'));
  // Nodes come before ways in a .osm.pbf, so every way's node coordinates are known when the way is read.
  readOsmPbf(new Uint8Array(readFileSync(new URL(file, OSM_DIR))), {
    node: (id, lat, lon) => coords.set(id, [lat, lon]),
    taggedNode: (id, lat, lon, tags) => {
      if (hasAddress(tags)) features.push({ ref: `node/${id}`, tags, lat, lon });
    },
    way: (w) => {
      if (!hasAddress(w.tags)) return;
      // An interpolation line carries a house-number range along a street, not a feature's location.
      if (w.tags['addr:interpolation']) {
        interpolationLines++;
        return;
      }
      // A closed way repeats its first node last; count it once in the centroid.
      const refs = w.refs.length > 1 && w.refs[0] === w.refs[w.refs.length - 1] ? w.refs.slice(1) : w.refs;
      const pts = refs.map((r) => coords.get(r)).filter((c): c is [number, number] => c !== undefined);
      if (pts.length === 0) return;
      const lat = pts.reduce((s, p) => s + p[0], 0) / pts.length;
      const lon = pts.reduce((s, p) => s + p[1], 0) / pts.length;
      features.push({ ref: `way/${w.id}`, tags: w.tags, lat, lon });
    },
  });
  return { features, interpolationLines };
}

const tagCounts = new Map<string, number>();
const counts = {
  featuresRead: 0,
  nodes: 0,
  ways: 0,
  interpolationLinesSkipped: 0,
  placeFeaturesDropped: 0,
  noLocalityDropped: 0,
  duplicateTextsDropped: 0,
  kept: 0,
  withPostcode: 0,
  withoutPostcode: 0,
  named: 0,
};
const seen = new Set<string>();
const addresses: Array<{
  id: number;
  address: string;
  lat: number;
  lon: number;
  osm: string;
  named: boolean;
}> = [];
for (const file of EXTRACTS) {
  const { features, interpolationLines } = readExtract(file);
  counts.interpolationLinesSkipped += interpolationLines;
  for (const f of features) {
    counts.featuresRead++;
    counts[f.ref.startsWith('node/') ? 'nodes' : 'ways']++;
    for (const k of Object.keys(f.tags))
      if (k.startsWith('addr:') || ['name', 'shop', 'office', 'amenity', 'building', 'place'].includes(k))
        tagCounts.set(k, (tagCounts.get(k) ?? 0) + 1);
    // Place nodes and areas are what the gazetteer is built from: not independent truth.
    if (f.tags.place) {
      counts.placeFeaturesDropped++;
      continue;
    }
    const address = composeAddress(f.tags);
    if (address === null) {
      counts.noLocalityDropped++;
      continue;
    }
    const key = address.toLowerCase();
    if (seen.has(key)) {
      counts.duplicateTextsDropped++;
      continue;
    }
    seen.add(key);
    const named = Boolean(f.tags['name:en'] ?? f.tags.name);
    addresses.push({
      id: addresses.length + 1,
      address,
      lat: Number(f.lat.toFixed(6)),
      lon: Number(f.lon.toFixed(6)),
      osm: f.ref,
      named,
    });
    counts.kept++;
    counts[f.tags['addr:postcode'] ? 'withPostcode' : 'withoutPostcode']++;
    if (named) counts.named++;
  }
}

const featuresWithTag = Object.fromEntries([...tagCounts].sort((a, b) => b[1] - a[1]));
const provenance =
  `INDEPENDENT HELD-OUT set, built ${BUILT_ON} by bench/geo/build-osm-address-set.ts from the OpenStreetMap ` +
  `extracts ${EXTRACTS.join(' and ')} in ../shared/data/osm (© OpenStreetMap contributors, ODbL 1.0, ` +
  `https://www.openstreetmap.org/copyright). Every node and way carrying addr:* tags, except place features ` +
  `(place=*, the layer the gazetteer uses), addr:interpolation lines, and features whose tags name no locality ` +
  `(only a house number, house name, or block or sector code such as 'B-3' or 'Sector 8'). Truth: the node's coordinates, or the mean of ` +
  `a way's node coordinates. Text: name:en or name, house number (or house name) + street, addr:full, ` +
  `neighbourhood/quarter/place/locality/suburb, city, postcode (only when tagged), in that order, a part already ` +
  `written not repeated; nothing from the gazetteer or the truth point. Identical texts (ignoring case) kept once; ` +
  `no sampling. 'osm' is the source feature, 'named' whether it carries a name (a business or institution ` +
  `rather than a bare house). Never tune the geocoder on it.`;

// Written as the repository's prettier writes JSON, so the committed file and a rebuild compare equal.
writeFileSync(
  OUT,
  await format(JSON.stringify({ provenance, counts, featuresWithTag, addresses }), {
    parser: 'json',
    printWidth: 110,
  }),
);
console.log(counts);
console.log('features with each tag:', featuresWithTag);
console.log(`wrote ${addresses.length} addresses to ${OUT.pathname}`);
