/**
 * Geocoder accuracy on a labelled set of Delhi NCR business addresses (bench/geo/labelled-addresses.json).
 *   npx tsx bench/geo/geocoder-accuracy.ts [--verbose]
 * Prints the share resolved within 2 km of the truth (goal >= 90 %) and the per-query time.
 */
import { readFileSync } from 'node:fs';
import { embeddedGeocoder, haversineKm } from '@logisaathi/geo';

interface Labelled {
  id: number;
  address: string;
  lat: number | null;
  lon: number | null;
}
const { addresses } = JSON.parse(
  readFileSync(new URL('./labelled-addresses.json', import.meta.url), 'utf8'),
) as {
  addresses: Labelled[];
};
const verbose = process.argv.includes('--verbose');
const geocoder = embeddedGeocoder();

let within2 = 0;
let within1 = 0;
let resolved = 0;
let labelled = 0;
let nullCorrect = 0;
let nullCases = 0;
const errorsKm: number[] = [];
const t0 = performance.now();
for (const a of addresses) {
  const r = geocoder.geocode(a.address);
  if (a.lat === null || a.lon === null) {
    nullCases++;
    if (r === null) nullCorrect++;
    else if (verbose) console.log(`FALSE POSITIVE #${a.id} "${a.address}" -> ${r.matchedPlace}`);
    continue;
  }
  labelled++;
  if (!r) {
    if (verbose) console.log(`UNRESOLVED #${a.id} "${a.address}"`);
    continue;
  }
  resolved++;
  const km = haversineKm(r, { lat: a.lat, lon: a.lon });
  errorsKm.push(km);
  if (km <= 2) within2++;
  if (km <= 1) within1++;
  if (verbose && km > 2)
    console.log(
      `FAR ${km.toFixed(1)} km #${a.id} "${a.address}" -> ${r.matchedPlace} (${r.type}, ${r.confidence})`,
    );
}
const perQueryUs = ((performance.now() - t0) * 1000) / addresses.length;
errorsKm.sort((x, y) => x - y);
const pct = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)}%`;
console.log(
  `geocoder accuracy on ${labelled} labelled NCR addresses (+${nullCases} that must stay unresolved)`,
);
console.log(`within 2 km: ${within2}/${labelled} = ${pct(within2, labelled)} (goal >= 90%)`);
console.log(
  `within 1 km: ${pct(within1, labelled)}; resolved: ${pct(resolved, labelled)}; median error ${(errorsKm[errorsKm.length >> 1] ?? NaN).toFixed(2)} km`,
);
console.log(`unresolvable text returned null: ${nullCorrect}/${nullCases}`);
console.log(`mean time per geocode (first call builds indexes): ${perQueryUs.toFixed(1)} µs`);
