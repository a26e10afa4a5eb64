import { chordSquared, chordSquaredOfKm, haversineKm, spherePoint } from '@logisaathi/geo';
import { carriesLoad, offeredFeatureBits, type Load } from './fit';
import type { DispatchVehicle, LatLon } from './types';

/**
 * Uniform latitude/longitude grid over the vehicles, so choosing candidates looks at the few cells around a pickup
 * instead of every online truck. A vehicle is filed under its reported position and under the drop of each of its
 * jobs, because a truck can start a later job from where an earlier one ends. `near` returns every vehicle with
 * one of those points within a straight-line radius: road distance is never shorter than the straight line, so no
 * vehicle within a road radius is missed, and the road estimates run only on what the grid returns.
 */
const KM_PER_DEG_LAT = 111.2;

interface Entry {
  vehicle: DispatchVehicle;
  /** The vehicle's slot in `seenAt`, so a query dedupes without a Set. */
  slot: number;
  /** The point on the unit sphere: a query compares squared chords, not haversine distances (`spherePoint`). */
  x: number;
  y: number;
  z: number;
  /** What the vehicle can carry, for a search's `load` (`carriesLoad`). */
  payloadKg: number;
  featureBits: number;
}

/** What `visitNearest` passes over as it reads the grid (see there). */
export interface VisitFilter {
  /** Vehicles it refuses are passed over. */
  admit?: (vehicle: DispatchVehicle) => boolean;
  /** Vehicles that cannot carry it are passed over, before `admit` is asked (`carriesLoad`). */
  load?: Load;
}

export class VehicleIndex {
  private readonly cells = new Map<number, Entry[]>();
  private readonly cellsOf = new Map<string, number[]>();
  private readonly vehicles = new Map<string, DispatchVehicle>();
  private readonly cellDeg: number;
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private seenAt = new Uint32Array(1024);
  private query = 0;

  /** cellKm: cell edge; about a third of the usual search radius keeps both cell count and misses low. */
  constructor(cellKm = 5) {
    this.cellDeg = cellKm / KM_PER_DEG_LAT;
  }

  get size(): number {
    return this.vehicles.size;
  }

  get(id: string): DispatchVehicle | undefined {
    return this.vehicles.get(id);
  }

  all(): IterableIterator<DispatchVehicle> {
    return this.vehicles.values();
  }

  /**
   * Adds or replaces a vehicle (a new position, a new job). Drops of jobs done by `nowMs` are not filed: a truck
   * past them starts from its reported position.
   */
  upsert(vehicle: DispatchVehicle, nowMs = Number.NEGATIVE_INFINITY): void {
    this.remove(vehicle.id);
    this.vehicles.set(vehicle.id, vehicle);
    const slot = this.freeSlots.pop() ?? this.slotOf.size;
    this.slotOf.set(vehicle.id, slot);
    if (slot >= this.seenAt.length) {
      const grown = new Uint32Array(this.seenAt.length * 2);
      grown.set(this.seenAt);
      this.seenAt = grown;
    }
    const keys: number[] = [];
    const payloadKg = vehicle.payloadKg;
    const featureBits = offeredFeatureBits(vehicle);
    const points = [vehicle.position];
    for (const job of vehicle.jobs) if (job.doneAtMs > nowMs) points.push(job.drop);
    for (const point of points) {
      const key = this.key(this.row(point.lat), this.col(point.lon));
      const { x, y, z } = spherePoint(point.lat, point.lon);
      const entry: Entry = { vehicle, slot, x, y, z, payloadKg, featureBits };
      const cell = this.cells.get(key);
      if (cell) cell.push(entry);
      else this.cells.set(key, [entry]);
      keys.push(key);
    }
    this.cellsOf.set(vehicle.id, keys);
  }

  remove(id: string): void {
    const keys = this.cellsOf.get(id);
    if (!keys) return;
    for (const key of new Set(keys)) {
      const cell = this.cells.get(key);
      if (!cell) continue;
      const kept = cell.filter((entry) => entry.vehicle.id !== id);
      if (kept.length > 0) this.cells.set(key, kept);
      else this.cells.delete(key);
    }
    this.cellsOf.delete(id);
    this.vehicles.delete(id);
    const slot = this.slotOf.get(id);
    if (slot !== undefined) {
      this.slotOf.delete(id);
      this.freeSlots.push(slot);
    }
  }

  /** Vehicles with their position or a job's drop within `radiusKm` in a straight line of `center`. */
  near(center: LatLon, radiusKm: number): DispatchVehicle[] {
    const dLat = radiusKm / KM_PER_DEG_LAT;
    const dLon = radiusKm / (KM_PER_DEG_LAT * Math.cos((center.lat * Math.PI) / 180));
    const rowMin = this.row(center.lat - dLat);
    const rowMax = this.row(center.lat + dLat);
    const colMin = this.col(center.lon - dLon);
    const colMax = this.col(center.lon + dLon);
    const found: DispatchVehicle[] = [];
    const stamp = this.nextQuery();
    const seenAt = this.seenAt;
    const point = spherePoint(center.lat, center.lon);
    const limit = chordSquaredOfKm(radiusKm);
    for (let row = rowMin; row <= rowMax; row++) {
      for (let col = colMin; col <= colMax; col++) {
        const cell = this.cells.get(this.key(row, col));
        if (!cell || this.cellBeyond(center, row, col, radiusKm)) continue;
        for (const entry of cell) {
          if (seenAt[entry.slot] === stamp) continue;
          if (chordSquared(point, entry) <= limit) {
            seenAt[entry.slot] = stamp;
            found.push(entry.vehicle);
          }
        }
      }
    }
    return found;
  }

  /**
   * Visits the vehicles within `radiusKm` of `center` in a straight line (to their position or a job's drop),
   * nearest first, each once at its nearest point. Grid cells are read ring after ring around the center's cell,
   * and a point is visited once every point nearer than it has been read; stops as soon as `visit` returns false,
   * so a caller that needs only the nearest few reads only the cells around them. Vehicles the filter refuses are
   * passed over as they are read (the others are visited in the same order as without it).
   */
  visitNearest(
    center: LatLon,
    radiusKm: number,
    visit: (vehicle: DispatchVehicle) => boolean,
    filter: VisitFilter = {},
  ): void {
    const { admit, load } = filter;
    const cos = Math.cos((center.lat * Math.PI) / 180);
    const dLat = radiusKm / KM_PER_DEG_LAT;
    const dLon = radiusKm / (KM_PER_DEG_LAT * cos);
    const row0 = this.row(center.lat);
    const col0 = this.col(center.lon);
    const rings = Math.max(row0 - this.row(center.lat - dLat), this.col(center.lon + dLon) - col0) + 1;
    // After ring r, every point within r cell edges (the narrower, east-west one) has been read.
    const ringKm = this.cellDeg * KM_PER_DEG_LAT * Math.min(1, cos);
    const stamp = this.nextQuery();
    const seenAt = this.seenAt;
    const point = spherePoint(center.lat, center.lon);
    const limit = chordSquaredOfKm(radiusKm);
    // Ring r settles the points within r ring widths (as squared chords, which order them as their distances do);
    // the last ring settles the rest.
    const bounds = Array.from({ length: rings + 1 }, (_, r) =>
      r === rings ? Number.POSITIVE_INFINITY : chordSquaredOfKm(r * ringKm),
    );
    // Points read but not yet visited, filed under the ring that settles them, in the order they were read
    // (parallel arrays: no object per point). Each ring visits its own, sorted by distance (ties in reading order,
    // the sort being stable): a point is filed and sorted once.
    const entries: Entry[][] = bounds.map(() => []);
    const chords: number[][] = bounds.map(() => []);
    const collect = (ring: number, row: number, col: number) => {
      const cell = this.cells.get(this.key(row, col));
      if (!cell || this.cellBeyond(center, row, col, radiusKm)) return;
      for (const entry of cell) {
        const chord = chordSquared(point, entry);
        if (chord > limit) continue;
        if (load && !carriesLoad(entry.payloadKg, entry.featureBits, load)) continue;
        if (admit && !admit(entry.vehicle)) continue;
        let settle = ring;
        while (chord > (bounds[settle] as number)) settle++;
        (entries[settle] as Entry[]).push(entry);
        (chords[settle] as number[]).push(chord);
      }
    };
    for (let r = 0; r <= rings; r++) {
      if (r === 0) collect(0, row0, col0);
      else
        for (let i = -r; i <= r; i++) {
          collect(r, row0 - r, col0 + i);
          collect(r, row0 + r, col0 + i);
          if (i !== -r && i !== r) {
            collect(r, row0 + i, col0 - r);
            collect(r, row0 + i, col0 + r);
          }
        }
      const ready = entries[r] as Entry[];
      const readyChords = chords[r] as number[];
      const order = Array.from(ready, (_, i) => i).sort(
        (a, b) => (readyChords[a] as number) - (readyChords[b] as number),
      );
      for (const i of order) {
        const entry = ready[i] as Entry;
        if (seenAt[entry.slot] === stamp) continue;
        seenAt[entry.slot] = stamp;
        if (!visit(entry.vehicle)) return;
      }
    }
  }

  /**
   * Whether every point of a cell lies farther than `radiusKm` from `center` (a square ring's corners, mostly). The
   * cell's point nearest to the center in latitude and in longitude may lie a few parts in ten thousand farther than
   * its nearest point (a parallel's scale changes that little across a cell), so a thousandth of margin keeps the
   * test on the safe side.
   */
  private cellBeyond(center: LatLon, row: number, col: number, radiusKm: number): boolean {
    const lat = Math.min(Math.max(center.lat, row * this.cellDeg), (row + 1) * this.cellDeg);
    const lon = Math.min(Math.max(center.lon, col * this.cellDeg), (col + 1) * this.cellDeg);
    return haversineKm(center, { lat, lon }) * 0.999 > radiusKm;
  }

  private nextQuery(): number {
    this.query = (this.query + 1) >>> 0;
    if (this.query === 0) {
      this.seenAt.fill(0);
      this.query = 1;
    }
    return this.query;
  }

  private row(lat: number): number {
    return Math.floor(lat / this.cellDeg);
  }

  private col(lon: number): number {
    return Math.floor(lon / this.cellDeg);
  }

  private key(row: number, col: number): number {
    // Rows and columns of the whole globe stay within +-2^19 at any cell edge above 50 m.
    return (row + 524_288) * 1_048_576 + (col + 524_288);
  }
}
