/*
 * The facts behind each vehicle's documents verdict (its documents' kinds, expiries and review states, and its
 * driver's licence's), kept per API process between dispatch's fleet reads. Every read of the fleet, every few
 * seconds, used to read them again for thousands of vehicles, although they change a few times a day. A counter the
 * database's triggers move on with every change to them (migration 0030) is read first each time: while it stands,
 * only vehicles and drivers not seen before are read; once it moves, everything is read afresh. A change made
 * through any process, or directly in the database, is thus seen by the very next fleet read.
 *
 * Read it in a transaction that writes no documents: facts read at a version of the transaction's own making would
 * be kept under a number that a rollback gives back.
 */
import type { Db, DbOrTx } from '../../db/client';
import { documentFactsOf, documentFactsVersion } from '../partners/fleet-repository';

/** Owners remembered at most; past it the cache starts again (a platform's whole fleet is far below). */
const MAX_OWNERS = 200_000;

export interface KnownFacts {
  /** The facts of a vehicle's own documents, null when it has none. */
  vehicle(id: string): string | null;
  /** The facts of a driver's documents (the licence), null when none. */
  licence(driverId: string): string | null;
}

export class DocumentFactsCache {
  private version: number | null = null;
  private readonly vehicles = new Map<string, string | null>();
  private readonly drivers = new Map<string, string | null>();

  /** The facts of these vehicles and drivers as the database holds them at this read. */
  async read(db: DbOrTx, vehicleIds: readonly string[], driverIds: readonly string[]): Promise<KnownFacts> {
    const version = await documentFactsVersion(db);
    if (version !== this.version || this.vehicles.size + this.drivers.size > MAX_OWNERS) {
      this.vehicles.clear();
      this.drivers.clear();
      this.version = version;
    }
    const vehicles = new Map<string, string | null>();
    const drivers = new Map<string, string | null>();
    const missingVehicles = collect(vehicleIds, this.vehicles, vehicles);
    const missingDrivers = collect(driverIds, this.drivers, drivers);
    if (missingVehicles.length > 0 || missingDrivers.length > 0) {
      const found = await documentFactsOf(db, missingVehicles, missingDrivers);
      for (const id of missingVehicles) vehicles.set(id, null);
      for (const id of missingDrivers) drivers.set(id, null);
      for (const row of found.vehicles) vehicles.set(row.ownerId, row.facts);
      for (const row of found.drivers) drivers.set(row.ownerId, row.facts);
      // Kept only while the counter is still the one read above: another read may have seen it move meanwhile,
      // and these facts may be older than that.
      if (this.version === version) {
        for (const id of missingVehicles) this.vehicles.set(id, vehicles.get(id) ?? null);
        for (const id of missingDrivers) this.drivers.set(id, drivers.get(id) ?? null);
      }
    }
    return {
      vehicle: (id) => vehicles.get(id) ?? null,
      licence: (driverId) => drivers.get(driverId) ?? null,
    };
  }
}

/** Copies the known ids' facts into `into`; returns the ids not known (each once). */
function collect(
  ids: readonly string[],
  known: ReadonlyMap<string, string | null>,
  into: Map<string, string | null>,
): string[] {
  const missing = new Set<string>();
  for (const id of ids) {
    if (into.has(id)) continue;
    const facts = known.get(id);
    if (facts === undefined) missing.add(id);
    else into.set(id, facts);
  }
  return [...missing];
}

const caches = new WeakMap<Db, DocumentFactsCache>();

/** The cache of one app's database: each app opens its own, so the test apps of one process never share one. */
export function documentFactsCacheOf(db: Db): DocumentFactsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DocumentFactsCache();
    caches.set(db, cache);
  }
  return cache;
}
