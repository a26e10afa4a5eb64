import type { LatLon } from '../types';

/**
 * Where a drop leaves a truck (issue 31): the straight-line km from a point to the pickups the system knows of,
 * on a grid. A truck that ends its planned day in an industrial estate usually finds its next job a few hundred
 * metres away; one that ends it in a market far from any estate drives empty for its next one. `onwardKm(grid, p)`
 * is the mean straight-line distance from the centre of p's cell to the `nearest` known pickups closest to it: an
 * estimate of the empty km to the truck's next pickup, up to the road's detour, which the weight absorbs.
 *
 * Plain data (it crosses to the batch worker thread), built from any list of pickups: the API can fill it from
 * the pickups of the deliveries booked so far, or of the last days (pickups come from the same estates every day).
 */
export interface OnwardGrid {
  south: number;
  west: number;
  cellDegLat: number;
  cellDegLon: number;
  rows: number;
  cols: number;
  /** Row-major, `rows x cols`: km from the cell's centre to its nearest known pickups (mean). */
  km: Float32Array;
}

export interface OnwardGridOptions {
  /** Cell edge in km. */
  cellKm: number;
  /** How many of the nearest pickups each cell's figure averages. */
  nearest: number;
  /** How far beyond the pickups' bounding box the grid reaches; a point farther is read at the edge. */
  marginKm: number;
}

export const DEFAULT_ONWARD_GRID: OnwardGridOptions = { cellKm: 1, nearest: 8, marginKm: 30 };

const KM_PER_DEG_LAT = 111.2;
const DEG = Math.PI / 180;

/** Builds the grid; null when there are no pickups (no term then). */
export function buildOnwardGrid(
  pickups: readonly LatLon[],
  options: OnwardGridOptions = DEFAULT_ONWARD_GRID,
): OnwardGrid | null {
  if (pickups.length === 0) return null;
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (const p of pickups) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLon = Math.min(minLon, p.lon);
    maxLon = Math.max(maxLon, p.lon);
  }
  const kmPerDegLon = KM_PER_DEG_LAT * Math.cos(((minLat + maxLat) / 2) * DEG);
  const cellDegLat = options.cellKm / KM_PER_DEG_LAT;
  const cellDegLon = options.cellKm / kmPerDegLon;
  const south = minLat - options.marginKm / KM_PER_DEG_LAT;
  const west = minLon - options.marginKm / kmPerDegLon;
  const rows = Math.ceil((maxLat + options.marginKm / KM_PER_DEG_LAT - south) / cellDegLat);
  const cols = Math.ceil((maxLon + options.marginKm / kmPerDegLon - west) / cellDegLon);
  const ys = Float64Array.from(pickups, (p) => (p.lat - south) * KM_PER_DEG_LAT);
  const xs = Float64Array.from(pickups, (p) => (p.lon - west) * kmPerDegLon);
  const k = Math.max(1, Math.min(options.nearest, pickups.length));
  const best = new Float64Array(k);
  const km = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const y = (r + 0.5) * options.cellKm;
    for (let c = 0; c < cols; c++) {
      const x = (c + 0.5) * options.cellKm;
      // The k smallest squared distances, kept sorted (k is small).
      best.fill(Infinity);
      for (let i = 0; i < xs.length; i++) {
        const dx = (xs[i] as number) - x;
        const dy = (ys[i] as number) - y;
        const d = dx * dx + dy * dy;
        if (d >= (best[k - 1] as number)) continue;
        let j = k - 1;
        while (j > 0 && (best[j - 1] as number) > d) {
          best[j] = best[j - 1] as number;
          j--;
        }
        best[j] = d;
      }
      let sum = 0;
      for (let j = 0; j < k; j++) sum += Math.sqrt(best[j] as number);
      km[r * cols + c] = sum / k;
    }
  }
  return { south, west, cellDegLat, cellDegLon, rows, cols, km };
}

/**
 * How long a round keeps a grid before building it again from the pickups it knows then: pickups come from the
 * same estates all day, and a build is cells x pickups (about 185 ms for 2,000).
 */
export const ONWARD_GRID_REFRESH_MS = 3_600_000;

/** A pickup the system knows of: where it is and when its slot ends. */
export interface KnownPickup {
  pickup: LatLon;
  slotEndMs: number;
}

/**
 * The round's grid at `nowMs`, from the pickups known then whose slot has not ended (a slot that is over brings
 * no truck a next job). The API's batch round and the day bench both build it this way; null when none is left.
 */
export function onwardGridOf(known: readonly KnownPickup[], nowMs: number): OnwardGrid | null {
  return buildOnwardGrid(known.filter((k) => k.slotEndMs > nowMs).map((k) => k.pickup));
}

/** The grid's figure at a point (a point off the grid reads its nearest edge cell). */
export function onwardKm(grid: OnwardGrid, p: LatLon): number {
  const r = Math.min(grid.rows - 1, Math.max(0, Math.floor((p.lat - grid.south) / grid.cellDegLat)));
  const c = Math.min(grid.cols - 1, Math.max(0, Math.floor((p.lon - grid.west) / grid.cellDegLon)));
  return grid.km[r * grid.cols + c] as number;
}
