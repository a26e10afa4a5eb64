/** A WGS84 point in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const DEG = Math.PI / 180;

/** Great-circle distance (haversine formula, mean Earth radius per IUGG), in km. */
export function haversineKm(a: LatLon, b: LatLon): number {
  return haversineKmRaw(a.lat, a.lon, b.lat, b.lon);
}

export function haversineKmRaw(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * DEG;
  const dLon = (lon2 - lon1) * DEG;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(s)));
}

/**
 * A point as a vector on the unit sphere, for searches that compare many distances from one center: the squared
 * chord between two such vectors takes a few multiplications, and it orders points exactly as the great-circle
 * distance does (one grows with the other). Compare it with `chordSquaredOfKm` of a radius.
 */
export interface SpherePoint {
  x: number;
  y: number;
  z: number;
}

export function spherePoint(lat: number, lon: number): SpherePoint {
  const cosLat = Math.cos(lat * DEG);
  return { x: cosLat * Math.cos(lon * DEG), y: cosLat * Math.sin(lon * DEG), z: Math.sin(lat * DEG) };
}

export function chordSquared(a: SpherePoint, b: SpherePoint): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const dz = a.z - b.z;
  return dx * dx + dy * dy + dz * dz;
}

/** The squared chord of a great-circle distance in km (`haversineKm`'s Earth); Infinity stays Infinity. */
export function chordSquaredOfKm(km: number): number {
  if (km >= Math.PI * EARTH_RADIUS_KM) return km === Number.POSITIVE_INFINITY ? km : 4;
  const chord = 2 * Math.sin(Math.max(0, km) / (2 * EARTH_RADIUS_KM));
  return chord * chord;
}

/**
 * Equirectangular approximation, in km. Within Delhi NCR (< 100 km) it differs from haversine by well under 0.1 %,
 * and it is several times cheaper, which matters in the router's inner loop.
 */
export function fastDistanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * DEG * Math.cos(((lat1 + lat2) / 2) * DEG);
  const y = (lat2 - lat1) * DEG;
  return EARTH_RADIUS_KM * Math.sqrt(x * x + y * y);
}

export function isValidLatLon(p: unknown): p is LatLon {
  if (typeof p !== 'object' || p === null) return false;
  const { lat, lon } = p as { lat?: unknown; lon?: unknown };
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
  );
}

/** Delhi NCR box used to reject stray coordinates (covers Sonipat to Palwal edge, Bahadurgarh to Greater Noida). */
export const NCR_BBOX = { minLat: 28.25, maxLat: 29.05, minLon: 76.75, maxLon: 77.65 } as const;

export function isInNcr(lat: number, lon: number): boolean {
  return lat >= NCR_BBOX.minLat && lat <= NCR_BBOX.maxLat && lon >= NCR_BBOX.minLon && lon <= NCR_BBOX.maxLon;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
