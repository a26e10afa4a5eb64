/**
 * Geocoder accuracy on labelled Delhi NCR addresses.
 *   npx tsx bench/geo/geocoder-accuracy.ts [--verbose] [--set dev|heldout|osm|hindi]
 *
 * Four sets, each reported on its own:
 * - dev (labelled-addresses.json): the set the gazetteer and matcher are tuned against;
 * - held-out (heldout-addresses.json): written before the gazetteer was extended and never tuned on (`--verbose`
 *   lists its misses only when `--set heldout` is asked for explicitly, so tuning runs do not see them);
 * - osm (osm-addresses.json): independently labelled held-out set, business and house addresses from the
 *   addr:* tags of the OpenStreetMap extracts, truth the feature's own location (built by
 *   build-osm-address-set.ts; the gazetteer uses only OSM place nodes, the street index the named roads' lines).
 *   Its misses have been read, so it is no longer untouched: the street index's 4 km street-to-pincode limit, its
 *   whole-part match of names mapped without a street word ('NIT'), 'Avenue' as a street word and the move of a
 *   place onto a street named beside it came from them. Also split named (business or institution) against
 *   unnamed (bare house); misses listed only for `--set osm --verbose`;
 * - hindi (hindi-addresses.json): Devanagari and Hinglish spellings, reported by script, dev and held-out apart,
 *   and side by side with the same addresses written in English (`english`): Hindi-named against English-named
 *   accuracy, and how often both spellings land on the same point (within 0.5 km).
 * For every set: within 1 km, within 2 km and median error, for addresses with a pincode and without one; the
 * precision the geocoder claimed; and the time per geocode. Goal: >= 90 % within 2 km and median < 0.7 km on the
 * held-out sets. Scoring and printing: accuracy-report.ts.
 */
import { embeddedGeocoder, haversineKm } from '@logisaathi/geo';
import { load, pct, report, run, summary, type Labelled, type Split } from './accuracy-report';

const verbose = process.argv.includes('--verbose');
const setAt = process.argv.indexOf('--set');
const only = setAt >= 0 ? process.argv[setAt + 1] : undefined;
const warm = performance.now();
const geocoder = embeddedGeocoder();
geocoder.geocode('Okhla Phase 2');
console.log(`gazetteer load + index build + first geocode: ${(performance.now() - warm).toFixed(0)} ms`);

const byPincode: Split = (a) => (/\b[1-8]\d{5}\b/.test(a.address) ? 'with pincode' : 'without pincode');
if (!only || only === 'dev')
  report(geocoder, 'dev set (tuned on)', './labelled-addresses.json', verbose, [byPincode]);
if (!only || only === 'heldout')
  report(
    geocoder,
    'HELD-OUT set (never tuned on)',
    './heldout-addresses.json',
    verbose && only === 'heldout',
    [byPincode],
  );
if (!only || only === 'osm') {
  const byKind: Split = (a) => (a.named ? 'named (business)' : 'unnamed (house)');
  report(
    geocoder,
    'OSM address set (independent truth; misses read, see above)',
    './osm-addresses.json',
    verbose && only === 'osm',
    [byPincode, byKind],
  );
}
if (!only || only === 'hindi') {
  const byScript: Split = (a) => `${a.script ?? 'latin'} ${a.heldOut ? 'held-out' : 'dev'}`;
  report(geocoder, 'Devanagari / Hinglish set', './hindi-addresses.json', verbose && only === 'hindi', [
    byScript,
  ]);
  compareWithEnglish('./hindi-addresses.json', byScript);
}

/**
 * Hindi-named against English-named: the same places geocoded from their Devanagari or Hinglish spelling and
 * from their English one, each scored against the truth, and the share of pairs answered with the same point.
 */
function compareWithEnglish(file: string, split: Split): void {
  const hindi = load(file).filter((a) => a.english !== undefined && a.lat !== null);
  const english: Labelled[] = hindi.map((a) => ({ ...a, address: a.english ?? '' }));
  const hindiOutcomes = run(geocoder, hindi).outcomes;
  const englishOutcomes = run(geocoder, english).outcomes;
  console.log(`
Hindi-named vs English-named, same ${hindi.length} places (${file})`);
  const groups = new Map<string, number[]>();
  hindi.forEach((a, i) => groups.set(split(a), [...(groups.get(split(a)) ?? []), i]));
  for (const [label, indexes] of [['all', hindi.map((_, i) => i)] as const, ...[...groups].sort()]) {
    summary(
      `${label}: Hindi-named`,
      indexes.map((i) => hindiOutcomes[i]).filter((o) => o !== undefined),
    );
    summary(
      `${label}: English-named`,
      indexes.map((i) => englishOutcomes[i]).filter((o) => o !== undefined),
    );
    const same = indexes.filter((i) => {
      const h = hindiOutcomes[i]?.r;
      const e = englishOutcomes[i]?.r;
      return h && e ? haversineKm(h, e) <= 0.5 : !h && !e;
    }).length;
    console.log(`  ${`${label}: same answer`.padEnd(22)} ${pct(same, indexes.length)}`);
  }
  if (!verbose || only !== 'hindi') return;
  hindi.forEach((a, i) => {
    const h = hindiOutcomes[i]?.r;
    const e = englishOutcomes[i]?.r;
    if (h && e && haversineKm(h, e) <= 0.5) return;
    console.log(
      `  DIFFERS #${a.id} "${a.address}" -> ${h?.matchedPlace ?? 'unresolved'} | "${a.english}" -> ${e?.matchedPlace ?? 'unresolved'}`,
    );
  });
}
