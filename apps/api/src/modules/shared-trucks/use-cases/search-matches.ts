import { isInMatchTab, TRUCK_MATCH_TABS, type TruckMatchTab } from '@logisaathi/domain';
import type { GeoService } from '@logisaathi/geo';
import { rankTrucks } from '@logisaathi/pooling';
import type { Db } from '../../../db/client';
import { buildCard, truckPlanOf, type TruckMatchCard } from '../views/match-cards';
import { MAX_CARDS, poolTravel } from '../model/pool-rules';
import { ensureFreshPool } from './refresh-pool';
import {
  findOwnDelivery,
  shipmentFromDelivery,
  shipmentFromRoute,
  type ResolvedShipment,
} from './resolve-shipment';
import type { SearchBody } from '../shared-truck-schemas';
import { activeTrucks } from '../background/active-trucks-cache';
import { vehicleRatings } from '../../partners/partners-repository';
import { countAcceptedByOwner } from '../repositories/requests-repository';
import { type TruckRow } from '../repositories/trucks-repository';

export function tabCounts(cards: readonly TruckMatchCard[]): Record<TruckMatchTab, number> {
  return Object.fromEntries(
    TRUCK_MATCH_TABS.map((tab) => [tab, cards.filter((card) => isInMatchTab(card, tab)).length]),
  ) as Record<TruckMatchTab, number>;
}

/** What a match card shows beside the match: the owners' accepted requests and the partner vehicles' ratings. */
export async function cardContext(db: Db, userId: string, trucks: readonly TruckRow[], now: Date) {
  const owners = [...new Set(trucks.flatMap((t) => (t.ownerId ? [t.ownerId] : [])))];
  return {
    now,
    userId,
    acceptedByOwner: await countAcceptedByOwner(db, owners),
    vehicleRatings: await vehicleRatings(
      db,
      trucks.flatMap((t) => (t.partnerVehicleId ? [t.partnerVehicleId] : [])),
    ),
  };
}

/** Other businesses' active trucks: a business never matches its own truck. */
export async function poolTrucksFor(db: Db, userId: string, now: Date): Promise<TruckRow[]> {
  return (await activeTrucks(db, now)).filter((t) => t.ownerId !== userId);
}

/** Ranks the pool for one shipment with packages/pooling's rankTrucks and builds a card per truck. */
export async function rankPoolFor(
  db: Db,
  userId: string,
  shipment: ResolvedShipment,
  now: Date,
  limit = MAX_CARDS,
) {
  const trucks = await poolTrucksFor(db, userId, now);
  const byId = new Map(trucks.map((t) => [t.id, t]));
  const ranked = rankTrucks(trucks.map(truckPlanOf), shipment.candidate, poolTravel, limit);
  const ctx = await cardContext(db, userId, trucks, now);
  const cards = ranked.flatMap((match) => {
    const row = byId.get(match.truckId);
    return row ? [buildCard(row, match, shipment, ctx)] : [];
  });
  // A truck the consolidation plan already puts this delivery on comes first.
  cards.sort((a, b) => Number(b.isPlanned) - Number(a.isPlanned));
  return { cards, total: trucks.length };
}

/** POST /shared-trucks/search: a delivery of the user or a route, ranked against the pool. */
export async function searchMatches(
  deps: { db: Db; geo?: GeoService },
  userId: string,
  body: SearchBody,
  now: Date,
) {
  await ensureFreshPool(deps, now);
  const shipment = body.deliveryId
    ? shipmentFromDelivery(await findOwnDelivery(deps.db, userId, body.deliveryId))
    : await shipmentFromRoute(deps.geo, userId, body, now);
  const { cards, total } = await rankPoolFor(deps.db, userId, shipment, now, body.limit ?? MAX_CARDS);
  return { basis: shipment.basis, matches: cards, counts: tabCounts(cards), total };
}
