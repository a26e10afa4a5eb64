/*
 * The 'Truck match card' of spec section 3, computed from the engine's match of one shipment against one truck:
 * compatibility from matchShipmentToTruck, space and load from the truck's plan, prices from spec section 9
 * (standalone price) and the fair split of the truck's route cost (splitRouteCost).
 */
import {
  DEFAULT_LANGUAGE,
  isTimeSlot,
  matchCountdown,
  pooledPrice,
  routeLine,
  TRUCK_MATCH_DEFAULTS,
  type Language,
} from '@logisaathi/domain';
import {
  splitRouteCost,
  type MatchResult,
  type ShipmentCandidate,
  type TruckPlan,
  type PlannedStop,
  STOP_SERVICE_MIN,
} from '@logisaathi/pooling';
import { textIn } from '../../../lib/texts';
import { toPlannerTruck, truckWindows } from '../model/pool-entities';
import { CAPABILITY_LABELS, poolTravel, type Capability } from '../model/pool-rules';
import type { TruckRow } from '../repositories/trucks-repository';

export const COST_SPLIT_RULE =
  "The truck's route cost (cost per km x planned km) is split in proportion to what each shipment would cost " +
  'alone, so every shipper saves the same share and nobody pays more than going alone. A shipment joins only ' +
  "if that does not raise anyone's share. You pay the lower of your share and the pooled price (30% off).";

/**
 * Load the truck carries from its start to its destination that the plan does not list as stops: a demo truck's
 * own part load, or requests made since the last plan (counted as riding the whole way, the safe side).
 */
export function baseLoadOf(row: TruckRow): { kg: number; m3: number } {
  let kg = 0;
  let m3 = 0;
  for (const stop of row.plan?.stops ?? []) {
    if (stop.kind === 'pickup' && stop.riderKey?.startsWith('request:')) {
      kg += stop.loadChangeKg;
      m3 += stop.loadChangeM3;
    }
  }
  return { kg: Math.max(0, row.reservedKg - kg), m3: Math.max(0, row.reservedM3 - m3) };
}

/** The engine's view of a stored truck: its planned stops (or just start and destination) with windows and loads. */
export function truckPlanOf(row: TruckRow): TruckPlan {
  const truck = toPlannerTruck(row);
  const plan = row.plan;
  const base = baseLoadOf(row);
  const start = { location: truck.origin, earliestMin: truck.departureMin, serviceMin: 0 };
  const end = { location: truck.destination, latestMin: truck.finishByMin, serviceMin: 0 };
  const middle = (plan?.stops ?? [])
    .filter((s) => s.kind === 'pickup' || s.kind === 'drop')
    .map((s) => ({
      location: { lat: s.lat, lon: s.lon },
      earliestMin: s.earliestMin ?? undefined,
      latestMin: s.latestMin ?? undefined,
      serviceMin: STOP_SERVICE_MIN,
      loadChangeKg: s.loadChangeKg,
      loadChangeM3: s.loadChangeM3,
    }));
  return {
    id: row.id,
    stops: [start, ...middle, end],
    departureMin: truck.departureMin,
    capacityKg: truck.capacityKg,
    capacityM3: truck.capacityM3,
    currentLoadKg: base.kg,
    currentLoadM3: base.m3,
    capabilities: truck.capabilities,
    maxDetourKm: truck.maxDetourKm,
  };
}

/** Planned km of the truck's current plan, or its direct trip when nothing is planned yet. */
export function plannedKmOf(row: TruckRow): number {
  if (row.plan) return row.plan.plannedKm;
  return poolTravel(
    { lat: row.pickupLat, lon: row.pickupLon },
    { lat: row.deliveryLat, lon: row.deliveryLon },
  ).distanceKm;
}

export interface CardShipment {
  candidate: ShipmentCandidate;
  /** What it costs alone (spec section 9), rupees. */
  standaloneInr: number;
  userId: string;
  /** The rider key when it is a pooled delivery the plan may already carry. */
  riderKey: string | null;
}

export interface CardContext {
  now: Date;
  userId: string;
  acceptedByOwner: ReadonlyMap<string, number>;
  /** Shippers' ratings of partner vehicles (trucks linked to one show the real average and count). */
  vehicleRatings?: ReadonlyMap<string, { sum: number; count: number }>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A partner's vehicle with ratings shows their real average and count; otherwise the demo transporter's
 * rating or the spec's default, with no count.
 */
function cardRating(row: TruckRow, ctx: CardContext): { rating: number; ratingCount: number | null } {
  const real = row.partnerVehicleId ? ctx.vehicleRatings?.get(row.partnerVehicleId) : undefined;
  if (real && real.count > 0) return { rating: round1(real.sum / real.count), ratingCount: real.count };
  return { rating: row.rating ?? TRUCK_MATCH_DEFAULTS.rating, ratingCount: null };
}

/** The slot start as an ISO time with the IST offset, e.g. '2025-03-12T15:00:00+05:30'. */
export function departureIso(row: Pick<TruckRow, 'departureDate' | 'departureSlot'>): string {
  const hour = isTimeSlot(row.departureSlot) ? Number(row.departureSlot.split('-')[0]) : 9;
  return `${row.departureDate}T${String(hour).padStart(2, '0')}:00:00+05:30`;
}

function reasonsOf(match: MatchResult, row: TruckRow): string[] {
  const reasons: string[] = [];
  if (!match.capacityFits) reasons.push('Not enough space left on this truck');
  if (!match.requirementsMet) {
    const labels = match.missingRequirements.map((need) => CAPABILITY_LABELS[need as Capability] ?? need);
    reasons.push(`Needs a truck that is: ${labels.join(', ')}`);
  }
  if (match.capacityFits && !match.timeFeasible)
    reasons.push("Your pickup and drop times do not fit this truck's schedule");
  if (match.timeFeasible && !match.withinDetourLimit)
    reasons.push(`Pickup and drop are more than ${row.maxDetourKm} km off this truck's route`);
  return reasons;
}

function occupancy(row: TruckRow) {
  const base = baseLoadOf(row);
  const peakKg = (row.plan?.peakLoadKg ?? 0) + base.kg;
  const usedM3 = row.reservedM3;
  const share = Math.max(peakKg / Math.max(1, row.capacityKg), usedM3 / Math.max(0.1, row.capacityM3));
  return {
    currentWeightKg: Math.round(peakKg),
    availableSpacePercent: Math.max(0, Math.min(100, Math.round((1 - share) * 100))),
  };
}

export function buildCard(row: TruckRow, match: MatchResult, shipment: CardShipment, ctx: CardContext) {
  const countdown = matchCountdown({ date: row.departureDate, slot: row.departureSlot }, ctx.now);
  const riders = row.plan?.riders ?? [];
  const alreadyPlanned = shipment.riderKey !== null && riders.some((r) => r.key === shipment.riderKey);
  const plannedKm = plannedKmOf(row);
  let routeKm = plannedKm;
  if (!alreadyPlanned) {
    const detour = Number.isFinite(match.detourKm)
      ? match.detourKm
      : poolTravel({ lat: row.pickupLat, lon: row.pickupLon }, shipment.candidate.pickup).distanceKm +
        poolTravel(shipment.candidate.pickup, shipment.candidate.drop).distanceKm +
        poolTravel(shipment.candidate.drop, { lat: row.deliveryLat, lon: row.deliveryLon }).distanceKm -
        plannedKm;
    routeKm = plannedKm + Math.max(0, detour);
  }
  const routeCostInr = Math.round(row.costPerKmInr * routeKm);
  const others = riders.filter((r) => r.key !== shipment.riderKey);
  const entries = [
    ...others.map((r) => ({ id: r.key, standaloneInr: r.standaloneInr })),
    { id: 'you', standaloneInr: shipment.standaloneInr },
  ];
  const split = splitRouteCost(routeCostInr, entries);
  const yourShare = split.shares.find((s) => s.id === 'you')?.shareInr ?? shipment.standaloneInr;
  const original = shipment.standaloneInr;
  const cost = Math.min(yourShare, pooledPrice(original));
  const savings = original > 0 ? Math.round(((original - cost) / original) * 100) : 0;
  let otherIndex = 1;
  const shares = split.shares.map((s) => {
    const rider = others.find((r) => r.key === s.id);
    const isYou = s.id === 'you';
    const label = isYou
      ? 'You'
      : rider?.userId === ctx.userId
        ? 'Your other shipment'
        : `Shipper ${++otherIndex}`;
    return { label, isYou, standaloneInr: s.standaloneInr, shareInr: s.shareInr, savingsInr: s.savingsInr };
  });
  const { currentWeightKg, availableSpacePercent } = occupancy(row);
  const stops = (row.plan?.stops ?? defaultStops(row)).map((s: PlannedStop) => ({
    kind: s.kind,
    label: s.label,
    lat: s.lat,
    lon: s.lon,
    etaIso: s.etaIso,
    isYours:
      s.riderKey !== null &&
      (s.riderKey === shipment.riderKey || riders.find((r) => r.key === s.riderKey)?.userId === ctx.userId),
  }));
  const compatible = alreadyPlanned || match.compatible;
  return {
    id: row.id,
    company: row.companyName,
    ...cardRating(row, ctx),
    deliveries:
      row.completedDeliveries ??
      (ctx.acceptedByOwner.get(row.ownerId ?? '') || TRUCK_MATCH_DEFAULTS.deliveries),
    route: routeLine(row.pickupLocation, row.deliveryLocation),
    departure: countdown.timeLeft,
    statusText: countdown.statusText,
    timeLeftMs: countdown.timeLeftMs,
    capacity: `${row.capacityTons} tons`,
    truckType: row.truckType,
    pickupLocation: row.pickupLocation,
    deliveryLocation: row.deliveryLocation,
    availableSpace: availableSpacePercent,
    currentWeight: currentWeightKg,
    maxWeight: row.capacityKg,
    originalCost: original,
    cost,
    savings,
    compatible,
    reasons: compatible ? [] : reasonsOf(match, row),
    departureTime: departureIso(row),
    departureDate: row.departureDate,
    slot: row.departureSlot,
    specialRequirements: row.capabilities.map((c) => CAPABILITY_LABELS[c as Capability] ?? c),
    isDemo: row.isDemo,
    isPlanned: alreadyPlanned,
    detourKm: alreadyPlanned ? 0 : Number.isFinite(match.detourKm) ? round1(match.detourKm) : null,
    score: match.score,
    weightKg: shipment.candidate.weightKg,
    pickupPoint: { lat: row.pickupLat, lon: row.pickupLon },
    deliveryPoint: { lat: row.deliveryLat, lon: row.deliveryLon },
    stops,
    costSplit: {
      rule: COST_SPLIT_RULE,
      costPerKmInr: row.costPerKmInr,
      plannedKm: round1(routeKm),
      routeCostInr,
      poolingSaves: split.poolingSaves,
      yourShareInr: yourShare,
      youPayInr: cost,
      shares,
    },
  };
}
export type TruckMatchCard = ReturnType<typeof buildCard>;

function defaultStops(row: TruckRow): PlannedStop[] {
  const w = truckWindows(row);
  const at = (minutes: number) => new Date(minutes * 60_000).toISOString();
  const travel = poolTravel(
    { lat: row.pickupLat, lon: row.pickupLon },
    { lat: row.deliveryLat, lon: row.deliveryLon },
  );
  const base = {
    riderKey: null,
    loadAfterKg: 0,
    loadChangeKg: 0,
    loadChangeM3: 0,
    earliestMin: null,
    latestMin: null,
  };
  return [
    {
      ...base,
      kind: 'start',
      label: row.pickupPlace,
      lat: row.pickupLat,
      lon: row.pickupLon,
      etaIso: at(w.departureMin),
    },
    {
      ...base,
      kind: 'end',
      label: row.deliveryPlace,
      lat: row.deliveryLat,
      lon: row.deliveryLon,
      etaIso: at(w.departureMin + travel.durationMin),
    },
  ];
}

/**
 * A card in the reader's language: the sentences and labels the server writes on it (reasons, the cost rule,
 * the share labels, the time left, the capacity); names, places and figures stay as they are. The status text
 * is one of two values of the contract, which the web shows in its own words.
 */
export function matchCardIn(
  language: Language,
  card: TruckMatchCard,
): Omit<TruckMatchCard, 'specialRequirements'> & { specialRequirements: string[] } {
  if (language === DEFAULT_LANGUAGE) return card;
  const text = (value: string) => textIn(language, value);
  return {
    ...card,
    departure: text(card.departure),
    capacity: text(card.capacity),
    reasons: card.reasons.map(text),
    specialRequirements: card.specialRequirements.map(text),
    costSplit: {
      ...card.costSplit,
      rule: text(card.costSplit.rule),
      shares: card.costSplit.shares.map((share) => ({ ...share, label: text(share.label) })),
    },
  };
}
