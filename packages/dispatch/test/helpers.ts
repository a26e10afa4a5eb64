import { haversineKm } from '@logisaathi/geo';
import type { DispatchJob, DispatchVehicle, LatLon, TravelFn } from '../src/index';

/** Test travel: road km = 1.3 x straight line, 30 km/h at every hour, so expectations are easy to compute. */
export const simpleTravel: TravelFn = (from, to) => {
  const km = 1.3 * haversineKm(from, to);
  return { km, min: (km / 30) * 60 };
};

/** A point `northKm` north and `eastKm` east of Okhla. */
export function near(northKm: number, eastKm = 0): LatLon {
  const base = { lat: 28.5355, lon: 77.2745 };
  return {
    lat: base.lat + northKm / 111.2,
    lon: base.lon + eastKm / (111.2 * Math.cos((base.lat * Math.PI) / 180)),
  };
}

export const HOUR = 3_600_000;
/** 2026-12-01 09:00 IST. */
export const NINE_AM = Date.parse('2026-12-01T03:30:00Z');
/** The tests' clock: 7 AM IST, two hours before the first slot. */
export const NOW = NINE_AM - 2 * HOUR;

export function vehicle(id: string, overrides: Partial<DispatchVehicle> = {}): DispatchVehicle {
  return {
    id,
    online: true,
    position: near(0),
    positionAtMs: NOW - 60_000,
    documentsValid: true,
    payloadKg: 1500,
    body: { lengthCm: 300, widthCm: 160, heightCm: 150 },
    features: ['covered'],
    ratingAvg: null,
    ratingCount: 0,
    acceptanceRate: null,
    jobs: [],
    ...overrides,
  };
}

export function job(id: string, overrides: Partial<DispatchJob> = {}): DispatchJob {
  return {
    id,
    pickup: near(0),
    drop: near(10),
    weightKg: 200,
    package: { lengthCm: 100, widthCm: 80, heightCm: 60 },
    requiredFeatures: [],
    window: { startMs: NINE_AM, endMs: NINE_AM + 3 * HOUR },
    ...overrides,
  };
}
