/*
 * The geography quotes, deliveries and saved places need, as a port: turn an address into a point, and two
 * points into a road route. The app's geo service (`ctx.geo`, packages/geo createGeoService) satisfies it; tests
 * may pass any other.
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface GeocodedPlace extends GeoPoint {
  displayName: string;
  /** 0..1; a bare city-centre answer is about 0.3. */
  confidence?: number;
}

export interface RoadRoute {
  distanceKm: number;
  durationMin: number;
  /** Whatever line the router draws (GeoJSON or coordinate list); stored and returned as given. */
  geometry?: unknown;
  /** Which router answered (embedded estimate, OSRM, ...), kept for support questions about a price. */
  source?: string;
}

export interface GeoPort {
  /** null when the text cannot be placed. */
  geocode(text: string): Promise<GeocodedPlace | null>;
  route(origin: GeoPoint, destination: GeoPoint, departure?: Date): Promise<RoadRoute>;
}
