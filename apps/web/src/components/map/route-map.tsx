import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DELHI_CENTRE, useMapTiles } from './map-setup';

export interface MapPoint {
  lat: number;
  lon: number;
  label: string;
  kind: 'pickup' | 'drop' | 'truck' | 'place';
}

const COLOURS: Record<MapPoint['kind'], string> = {
  pickup: '#15803d',
  drop: '#b91c1c',
  truck: '#4338ca',
  place: '#0e7490',
};

/**
 * A Leaflet map of points, a route line and an optional trail. Markers are vector circles, so the map still
 * shows the route when tile images cannot load (offline, blocked tile server).
 */
export function RouteMap({
  points,
  line,
  trail,
  label,
  className = 'h-64',
}: {
  points: MapPoint[];
  line?: Array<[number, number]> | null;
  trail?: Array<[number, number]> | null;
  label: string;
  className?: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!containerRef.current || mapRef.current) return;
    const map = L.map(containerRef.current, { zoomControl: true, attributionControl: true }).setView(
      DELHI_CENTRE,
      10,
    );
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useMapTiles(mapRef);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const bounds: L.LatLngTuple[] = [];
    if (line && line.length > 1) {
      L.polyline(line, { color: '#4338ca', weight: 4, opacity: 0.8 }).addTo(layer);
      bounds.push(...line);
    }
    if (trail && trail.length > 1) {
      L.polyline(trail, { color: '#f59e0b', weight: 3, dashArray: '6 6' }).addTo(layer);
      bounds.push(...trail);
    }
    for (const p of points) {
      L.circleMarker([p.lat, p.lon], {
        radius: p.kind === 'truck' ? 9 : 7,
        color: '#fff',
        weight: 2,
        fillColor: COLOURS[p.kind],
        fillOpacity: 1,
      })
        // A DOM text node, never a string: Leaflet reads string content as HTML, and labels are addresses users typed.
        .bindTooltip(textElement(p.label))
        .addTo(layer);
      bounds.push([p.lat, p.lon]);
    }
    if (bounds.length === 1 && bounds[0]) map.setView(bounds[0], 13);
    else if (bounds.length > 1) map.fitBounds(bounds, { padding: [24, 24] });
  }, [points, line, trail]);

  return (
    // A labelled group, not an image: Leaflet puts focusable controls (zoom buttons, the keyboard-pannable map)
    // inside, and an image must not contain interactive content (axe: nested-interactive).
    <div
      role="group"
      aria-roledescription="map"
      aria-label={label}
      data-testid="route-map"
      data-points={points.length}
      data-line-points={line?.length ?? 0}
      className={`w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${className}`}
    >
      <div ref={containerRef} className="h-full w-full" />
    </div>
  );
}

function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
