/*
 * The app's one map setup: the tiles (their URL is a deployment setting, GET /api/public-config), their
 * attribution and zoom limit, and Delhi NCR as the starting view. Every map (the pin picker, the route, the
 * warehouse map, the operators' fleet map) takes these from here.
 */
import { useEffect, type RefObject } from 'react';
import L from 'leaflet';
import { usePublicConfig } from '@/lib/public-config';

/** Central Delhi: where a map with nothing to show yet starts. */
export const DELHI_CENTRE: L.LatLngTuple = [28.6139, 77.209];

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const TILE_MAX_ZOOM = 19;

/** The tile URL (undefined until the public configuration has loaded). */
export function useTileUrl(): string | undefined {
  return usePublicConfig().data?.tileUrl;
}

/** Adds the configured tiles to an imperative Leaflet map (built in the component's own effect). */
export function useMapTiles(mapRef: RefObject<L.Map | null>): void {
  const tileUrl = useTileUrl();
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { maxZoom: TILE_MAX_ZOOM, attribution: TILE_ATTRIBUTION }).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [mapRef, tileUrl]);
}
