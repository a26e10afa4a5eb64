import type { LatLon } from '../types';
import type { ExchangeTruck } from './tail-exchange';

/** Up to this many trucks every pair is priced (about 45,000 pairs at 300 trucks, half a second here). */
export const ALL_PAIRS_MAX_TRUCKS = 1_000;
/** Past it, each place a truck's kept part may end is paired with the trucks whose tails start nearest it. */
export const NEAREST_TAILS = 24;

const CELL_DEG = 0.02;
const KM_PER_DEG = 111.2;
/** How far (in cells, about 2 km each) the search for the nearest tails widens before it gives up. */
const MAX_RING = 30;

/**
 * The pairs of trucks (a < b) worth pricing. A trade pays through its junctions: a truck drives from where its kept
 * part ends to the first pickup of the tail it takes. So each such end (every cut of every truck) is paired with the
 * `nearest` trucks whose tails start closest to it (a tail starts at each movable job's pickup); both directions of
 * every pair with a short junction are kept. Below `allPairsMax` trucks every pair is returned, as before. The
 * search is a grid of cells about 2 km wide, widened ring by ring.
 */
export function tradePairs(
  trucks: readonly ExchangeTruck[],
  {
    allPairsMax = ALL_PAIRS_MAX_TRUCKS,
    nearest = NEAREST_TAILS,
  }: { allPairsMax?: number; nearest?: number } = {},
): Array<[number, number]> {
  const n = trucks.length;
  if (n <= allPairsMax) {
    const all: Array<[number, number]> = [];
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) all.push([a, b]);
    return all;
  }
  const lonScale = Math.cos((28.6 * Math.PI) / 180);
  const cellOf = (p: LatLon) =>
    [Math.floor(p.lat / CELL_DEG), Math.floor((p.lon * lonScale) / CELL_DEG)] as const;
  const key = (row: number, col: number) => `${row},${col}`;
  // Tail starts: every movable job's pickup, filed by cell.
  const cells = new Map<string, Array<{ truck: number; at: LatLon }>>();
  trucks.forEach((truck, t) => {
    for (const job of truck.movable) {
      const [row, col] = cellOf(job.pickup);
      const list = cells.get(key(row, col));
      if (list) list.push({ truck: t, at: job.pickup });
      else cells.set(key(row, col), [{ truck: t, at: job.pickup }]);
    }
  });
  const km = (p: LatLon, q: LatLon) => KM_PER_DEG * Math.hypot(p.lat - q.lat, (p.lon - q.lon) * lonScale);
  const seen = new Set<number>();
  const pairs: Array<[number, number]> = [];
  const add = (a: number, b: number) => {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const id = lo * n + hi;
    if (lo === hi || seen.has(id)) return;
    seen.add(id);
    pairs.push([lo, hi]);
  };
  trucks.forEach((truck, t) => {
    const ends = [truck.origin, ...truck.movable.map((job) => job.drop)];
    for (const end of ends) {
      const [row, col] = cellOf(end);
      const found: Array<{ truck: number; km: number }> = [];
      // Ring by ring until enough are found, then one ring more (a nearer one may sit just across a cell border).
      let enoughAt = -1;
      for (let ring = 0; ring <= MAX_RING && (enoughAt < 0 || ring <= enoughAt + 1); ring++) {
        for (let dr = -ring; dr <= ring; dr++)
          for (let dc = -ring; dc <= ring; dc++) {
            if (Math.max(Math.abs(dr), Math.abs(dc)) !== ring) continue;
            for (const start of cells.get(key(row + dr, col + dc)) ?? [])
              if (start.truck !== t) found.push({ truck: start.truck, km: km(end, start.at) });
          }
        if (enoughAt < 0 && found.length >= nearest) enoughAt = ring;
      }
      found.sort((x, y) => x.km - y.km);
      const taken = new Set<number>();
      for (const f of found) {
        if (taken.size >= nearest) break;
        if (taken.has(f.truck)) continue;
        taken.add(f.truck);
        add(t, f.truck);
      }
    }
  });
  return pairs;
}
