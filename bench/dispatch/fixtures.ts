// Fixtures of the dispatch benches: real places of the gazetteer, a partner fleet living near the industrial
// areas, and a day of deliveries. Everything is drawn from one seeded generator, so a run is repeatable.

import { embeddedGeocoder, haversineKm, INDUSTRIAL_HUBS, isInNcr } from '@logisaathi/geo';
import type { Random } from '@logisaathi/pooling';
import type { DimensionsCm, DispatchVehicle, LatLon, VehicleFeature } from '@logisaathi/dispatch';

const KM_PER_DEG = 111.2;

/**
 * An industrial estate: the gazetteer's entries of one area (the hub and its phases or sectors) merged when they lie
 * within 2.5 km of each other. The gazetteer has no areas in hectares, so an estate's size is measured by how many
 * entries it has: an area the gazetteer lists in several phases (Okhla, Bawana, Narela, Udyog Vihar) is a larger
 * estate than a single-block one, and it sends proportionally more goods.
 */
export interface Estate {
  name: string;
  points: LatLon[];
  weight: number;
}

export interface Places {
  estates: Estate[];
  /** Markets and localities: where goods are delivered besides other estates. */
  destinations: LatLon[];
  /** Residential places within 15 km of an estate: where partners live and park overnight. */
  homes: LatLon[];
}

const ESTATE_MERGE_KM = 2.5;

export function loadPlaces(): Places {
  const places = embeddedGeocoder().data.places.filter((p) => isInNcr(p.lat, p.lon));
  const markets = new Set(INDUSTRIAL_HUBS.filter((h) => h.type === 'wholesale_market').map((h) => h.name));
  const industrial = places.filter(
    (p) => p.kind === 'industrial' || (p.kind === 'hub' && !markets.has(p.name)),
  );
  const estates: Estate[] = [];
  for (const place of industrial) {
    const point = { lat: place.lat, lon: place.lon };
    const home = estates.find((e) => e.points.some((q) => haversineKm(q, point) <= ESTATE_MERGE_KM));
    if (home) {
      home.points.push(point);
      home.weight += 1;
    } else {
      estates.push({ name: place.name, points: [point], weight: 1 });
    }
  }
  const destinations = places
    .filter((p) => p.kind === 'market' || p.kind === 'locality' || p.kind === 'sector' || markets.has(p.name))
    .map((p) => ({ lat: p.lat, lon: p.lon }));
  const homes = places
    .filter((p) => p.kind === 'postoffice' || p.kind === 'locality' || p.kind === 'sector')
    .map((p) => ({ lat: p.lat, lon: p.lon }))
    .filter((p) => estates.some((e) => e.points.some((q) => haversineKm(p, q) <= 15)));
  return { estates, destinations, homes };
}

export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: Random): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let x = random.next() * total;
  for (const item of items) {
    x -= item.weight;
    if (x < 0) return item;
  }
  return items[items.length - 1] as T;
}

export function pick<T>(items: readonly T[], random: Random): T {
  return items[random.int(items.length)] as T;
}

/** A point within `radiusKm` of `center`, uniform over the disc (a plot of the estate, a house of the locality). */
export function jitter(center: LatLon, radiusKm: number, random: Random): LatLon {
  const r = radiusKm * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  return {
    lat: center.lat + (r * Math.sin(angle)) / KM_PER_DEG,
    lon: center.lon + (r * Math.cos(angle)) / (KM_PER_DEG * Math.cos((center.lat * Math.PI) / 180)),
  };
}

/** A pickup in an estate chosen by size. */
export function estatePoint(places: Places, random: Random): { point: LatLon; estate: Estate } {
  const estate = pickWeighted(places.estates, random);
  return { point: jitter(pick(estate.points, random), 0.6, random), estate };
}

/**
 * Truck types of the partners issue with typical payloads and load-body sizes (manufacturers' brochures, rounded):
 * share of the fleet, payload kg, body L x W x H cm.
 */
const TRUCK_TYPES: Array<{ name: string; weight: number; payloadKg: number; body: DimensionsCm }> = [
  { name: 'Tata Ace', weight: 35, payloadKg: 750, body: { lengthCm: 220, widthCm: 150, heightCm: 150 } },
  { name: 'pickup', weight: 25, payloadKg: 1500, body: { lengthCm: 265, widthCm: 165, heightCm: 160 } },
  { name: 'Tata 407', weight: 20, payloadKg: 2500, body: { lengthCm: 310, widthCm: 190, heightCm: 190 } },
  { name: 'Tata 709', weight: 12, payloadKg: 4000, body: { lengthCm: 430, widthCm: 210, heightCm: 200 } },
  { name: 'Tata 1109', weight: 8, payloadKg: 7000, body: { lengthCm: 520, widthCm: 225, heightCm: 220 } },
];

export interface SimVehicle {
  /** The engine's view, replaced on every change. */
  state: DispatchVehicle;
  home: LatLon;
  /** Probability of accepting an offer that costs no empty km (the partner's temperament). */
  eagerness: number;
}

export function makeFleet(count: number, places: Places, random: Random): SimVehicle[] {
  return Array.from({ length: count }, (_, i) => {
    const type = pickWeighted(TRUCK_TYPES, random);
    const home = jitter(pick(places.homes, random), 1, random);
    const features: VehicleFeature[] = [];
    if (random.next() < 0.06) features.push('refrigerated');
    else if (random.next() < 0.55) features.push('covered');
    if (type.payloadKg >= 2500 && random.next() < 0.2) features.push('tail_lift');
    const ratingCount = random.int(120);
    const eagerness = 0.55 + 0.4 * random.next();
    return {
      home,
      eagerness,
      state: {
        id: `v${String(i).padStart(3, '0')}`,
        online: false,
        position: home,
        positionAtMs: 0,
        documentsValid: random.next() > 0.03,
        payloadKg: type.payloadKg,
        body: type.body,
        features,
        ratingAvg: ratingCount === 0 ? null : Math.min(5, 3.4 + 1.6 * random.next()),
        ratingCount,
        acceptanceRate: ratingCount === 0 ? null : eagerness,
        jobs: [],
        home,
      },
    };
  });
}

/** A package: mostly cartons and small machines, now and then a big consignment. */
export function makeLoad(random: Random): { weightKg: number; package: DimensionsCm } {
  const weightKg = Math.round(30 * Math.exp(random.next() * Math.log(120))); // 30 kg .. 3.6 t, log-uniform
  // The booked size is the consignment's outline (stacked cartons, a pallet, a machine).
  const side = Math.min(300, 30 + Math.round(Math.cbrt(weightKg) * 12 * (0.7 + 0.6 * random.next())));
  return {
    weightKg,
    package: {
      lengthCm: side,
      widthCm: Math.min(160, Math.round(side * (0.5 + 0.3 * random.next()))),
      heightCm: Math.min(150, Math.round(side * (0.4 + 0.4 * random.next()))),
    },
  };
}
