import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { FleetVehicle, WaitingDelivery } from '@logisaathi/domain';
import { DELHI_CENTRE, useMapTiles } from '@/components/map/map-setup';

const COLOURS = {
  online: '#15803d',
  job: '#1d4ed8',
  flagged: '#b91c1c',
  waiting: '#d97706',
  offline: '#64748b',
} as const;

function colourOf(v: FleetVehicle): string {
  if (v.positionFlag) return COLOURS.flagged;
  if (v.jobs.length > 0) return COLOURS.job;
  return v.online ? COLOURS.online : COLOURS.offline;
}

/**
 * The live fleet map (issue 33): every vehicle with a position as a dot (red when its last position was flagged,
 * blue with a job, green online), and the pickups still waiting for a truck as amber squares. Refreshed with the
 * monitor's lists; the same facts are in the lists beside it, so the map is never the only way to read them.
 */
export function FleetMap({
  vehicles,
  waiting,
  label,
}: {
  vehicles: readonly FleetVehicle[];
  waiting: readonly WaitingDelivery[];
  label: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!containerRef.current || mapRef.current) return;
    const map = L.map(containerRef.current, { zoomControl: true, keyboard: true }).setView(DELHI_CENTRE, 10);
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);
  useMapTiles(mapRef);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const v of vehicles) {
      if (!v.position) continue;
      const jobs = v.jobs.map((j) => j.deliveryId).join(', ');
      L.circleMarker([v.position.lat, v.position.lon], {
        radius: 8,
        color: '#fff',
        weight: 2,
        fillColor: colourOf(v),
        fillOpacity: 0.95,
      })
        .bindTooltip(
          `${v.registration}${jobs ? ` · ${jobs}` : ''}${v.positionFlag ? ` · ⚠ ${v.positionFlag}` : ''}`,
        )
        .addTo(layer);
    }
    for (const d of waiting) {
      L.rectangle(
        [
          [d.pickup.lat - 0.004, d.pickup.lon - 0.004],
          [d.pickup.lat + 0.004, d.pickup.lon + 0.004],
        ],
        { color: COLOURS.waiting, weight: 2, fillOpacity: 0.5 },
      )
        .bindTooltip(d.deliveryId)
        .addTo(layer);
    }
  }, [vehicles, waiting]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid="fleet-map"
      className="h-72 w-full rounded-lg border border-slate-200 sm:h-96"
    />
  );
}
