/**
 * Uniform grid over the graph's chain segments for nearest-road snapping. Each segment (two consecutive shape
 * points of a chain) is registered in every cell its bounding box touches; a query scans rings of cells outwards
 * and stops once the ring is farther than the best projection found. Cell size ~250 m keeps cells small in dense
 * Delhi neighbourhoods while long arterial segments touch only a few cells.
 */
import type { RoadGraph } from './road-graph';

export interface SnapResult {
  chain: number;
  /** Index into graph.chainPoints of the segment's first point. */
  segment: number;
  /** Fraction 0..1 along that segment. */
  t: number;
  lat: number;
  lon: number;
  /** km from the chain start to the snapped point. */
  offsetKm: number;
  /** Straight-line km from the query to the snapped point. */
  distanceKm: number;
}

const CELL_DEG = 0.0025;
const KM_PER_DEG_LAT = 111.32;

export class SnapIndex {
  private readonly cells = new Map<number, number[]>();
  private readonly segChain: Int32Array;
  /** Per-segment query stamp (instead of a Set per query) to skip segments listed in several cells. */
  private readonly segSeen: Int32Array;
  private query = 0;

  constructor(private readonly g: RoadGraph) {
    this.segChain = new Int32Array(g.chainPoints.length).fill(-1);
    this.segSeen = new Int32Array(g.chainPoints.length);
    const chains = g.chainFrom.length;
    for (let c = 0; c < chains; c++) {
      const start = g.chainPointStart[c] ?? 0;
      const end = (g.chainPointStart[c + 1] ?? 0) - 1;
      for (let s = start; s < end; s++) {
        this.segChain[s] = c;
        const a = g.chainPoints[s] ?? 0;
        const b = g.chainPoints[s + 1] ?? 0;
        const [lat1, lat2] = minMax(g.pointLat[a] ?? 0, g.pointLat[b] ?? 0);
        const [lon1, lon2] = minMax(g.pointLon[a] ?? 0, g.pointLon[b] ?? 0);
        for (let y = cell(lat1); y <= cell(lat2); y++) {
          for (let x = cell(lon1); x <= cell(lon2); x++) {
            const key = cellKey(y, x);
            const list = this.cells.get(key);
            if (list) list.push(s);
            else this.cells.set(key, [s]);
          }
        }
      }
    }
  }

  /** Nearest point on the network within maxKm, or null. */
  nearest(lat: number, lon: number, maxKm = 2): SnapResult | null {
    const g = this.g;
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const cy = cell(lat);
    const cx = cell(lon);
    const maxRing = Math.ceil(maxKm / (CELL_DEG * KM_PER_DEG_LAT * cosLat)) + 1;
    let best: SnapResult | null = null;
    const q = ++this.query;
    for (let ring = 0; ring <= maxRing; ring++) {
      // Every point in ring r+1 is at least r cells away from the query.
      if (best && best.distanceKm < ring * CELL_DEG * KM_PER_DEG_LAT * cosLat) break;
      for (let y = cy - ring; y <= cy + ring; y++) {
        for (let x = cx - ring; x <= cx + ring; x++) {
          if (Math.max(Math.abs(y - cy), Math.abs(x - cx)) !== ring) continue;
          const list = this.cells.get(cellKey(y, x));
          if (!list) continue;
          for (const s of list) {
            if (this.segSeen[s] === q) continue;
            this.segSeen[s] = q;
            const a = g.chainPoints[s] ?? 0;
            const b = g.chainPoints[s + 1] ?? 0;
            // Project in a local flat frame (km).
            const ax = ((g.pointLon[a] ?? 0) - lon) * KM_PER_DEG_LAT * cosLat;
            const ay = ((g.pointLat[a] ?? 0) - lat) * KM_PER_DEG_LAT;
            const bx = ((g.pointLon[b] ?? 0) - lon) * KM_PER_DEG_LAT * cosLat;
            const by = ((g.pointLat[b] ?? 0) - lat) * KM_PER_DEG_LAT;
            const dx = bx - ax;
            const dy = by - ay;
            const len2 = dx * dx + dy * dy;
            const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
            const px = ax + t * dx;
            const py = ay + t * dy;
            const d = Math.sqrt(px * px + py * py);
            if (d <= maxKm && (!best || d < best.distanceKm)) {
              const k0 = g.chainPointKm[s] ?? 0;
              const k1 = g.chainPointKm[s + 1] ?? 0;
              best = {
                chain: this.segChain[s] ?? 0,
                segment: s,
                t,
                lat: lat + py / KM_PER_DEG_LAT,
                lon: lon + px / (KM_PER_DEG_LAT * cosLat),
                offsetKm: k0 + t * (k1 - k0),
                distanceKm: d,
              };
            }
          }
        }
      }
    }
    return best;
  }
}

function cell(deg: number): number {
  return Math.floor(deg / CELL_DEG);
}

function cellKey(y: number, x: number): number {
  return y * 1_000_000 + x;
}

function minMax(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}
