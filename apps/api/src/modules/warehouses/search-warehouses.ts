import { haversineKm } from '@logisaathi/geo';
import type { DbOrTx } from '../../db/client';
import { byName, type CatalogueCache, type CatalogueListing } from './catalogue-cache';
import { resolveOrigin, type Origin, type OriginSources } from './resolve-origin';
import { roadDistance, type RoadDistance } from './road-distance';
import type { SearchQuery } from './schemas';
import { toWarehouseDto } from './warehouse-dto';

/**
 * Up to this many matches every listing's road distance is estimated before sorting (~2 µs each). Beyond it,
 * listings are ranked by straight-line distance and only the leading candidates get a road estimate: road
 * detours in the NCR stay within a narrow band, so the margin keeps the page in road-distance order.
 */
const ROAD_ESTIMATE_ALL_UP_TO = 1000;
const CANDIDATE_MARGIN = 1.5;

/** The tab counts of the screen: listings matching the text search, by type and by 'Available Now'. */
export interface CatalogueCounts {
  all: number;
  Premium: number;
  Standard: number;
  Economy: number;
  availableNow: number;
}

interface Ranked {
  listing: CatalogueListing;
  road: RoadDistance | null;
}

/**
 * One catalogue pass: text search, tab counts, tab filter; then distance or price order and one page. The
 * listings arrive in price order from the cache, so only a distance sort sorts anything.
 */
export async function searchWarehouses(
  db: DbOrTx,
  catalogue: CatalogueCache,
  sources: OriginSources,
  userId: string,
  query: SearchQuery,
  now: Date,
) {
  const [listings, { origin, notice }] = await Promise.all([
    catalogue.listings(now),
    resolveOrigin(db, sources, userId, query),
  ]);
  const text = query.q?.toLowerCase();

  const counts: CatalogueCounts = { all: 0, Premium: 0, Standard: 0, Economy: 0, availableNow: 0 };
  const matches: CatalogueListing[] = [];
  for (const listing of listings) {
    if (text && !listing.searchText.includes(text)) continue;
    const type = listing.row.type;
    // 'Available Now': space can be booked this week (Available or Limited, not Full).
    const isAvailableNow = listing.availability !== 'Full';
    counts.all += 1;
    if (type === 'Premium' || type === 'Standard' || type === 'Economy') counts[type] += 1;
    if (isAvailableNow) counts.availableNow += 1;
    if (query.type && type !== query.type) continue;
    if (query.availableNow && !isAvailableNow) continue;
    matches.push(listing);
  }

  const offset = (query.page - 1) * query.limit;
  const ranked =
    query.sort === 'distance' && origin
      ? byDistance(matches, origin, now, offset + query.limit)
      : matches.slice(offset, offset + query.limit).map((listing) => ({ listing, road: null }));
  const page = query.sort === 'distance' && origin ? ranked.slice(offset, offset + query.limit) : ranked;
  const warehouses = page.map(({ listing, road }) =>
    toWarehouseDto(listing.row, {
      bookedSqFt: listing.bookedSqFt,
      road: road ?? (origin ? roadDistance(origin, listing.row, now) : null),
      viewerId: userId,
    }),
  );
  return { warehouses, counts, total: matches.length, page: query.page, limit: query.limit, origin, notice };
}

function byDistance(matches: CatalogueListing[], origin: Origin, now: Date, needed: number): Ranked[] {
  let candidates = matches;
  if (matches.length > ROAD_ESTIMATE_ALL_UP_TO) {
    const straightKm = new Float64Array(matches.length);
    for (let i = 0; i < matches.length; i++) straightKm[i] = haversineKm(origin, matches[i]?.row ?? origin);
    const order = Uint32Array.from(matches.keys()).sort(
      (a, b) => (straightKm[a] ?? 0) - (straightKm[b] ?? 0),
    );
    const take = Math.min(matches.length, Math.ceil(needed * CANDIDATE_MARGIN) + 20);
    candidates = Array.from(order.subarray(0, take), (i) => matches[i] as CatalogueListing);
  }
  return candidates
    .map((listing) => ({ listing, road: roadDistance(origin, listing.row, now) }))
    .sort((a, b) => a.road.distanceKm - b.road.distanceKm || byName(a.listing, b.listing));
}
