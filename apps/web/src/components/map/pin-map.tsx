import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useMapTiles } from './map-setup';

export interface Pin {
  lat: number;
  lon: number;
}

/** About 20 m: one press of a nudge button. */
const NUDGE_DEG = 0.0002;
const PIN_ZOOM = 16;

const PIN_ICON = L.divIcon({
  className: '',
  html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#0e7490;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);transform:rotate(-45deg)"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

/**
 * A Leaflet map with one pin the user drags (or taps the map to move, or nudges with the buttons, which keeps it
 * usable by keyboard). `onChange` gets every new position.
 */
export function PinMap({
  pin,
  onChange,
  label,
  className = 'h-64',
}: {
  pin: Pin;
  onChange: (pin: Pin) => void;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!containerRef.current || mapRef.current) return;
    const start: L.LatLngTuple = [pin.lat, pin.lon];
    const map = L.map(containerRef.current, { zoomControl: true }).setView(start, PIN_ZOOM);
    const marker = L.marker(start, {
      draggable: true,
      icon: PIN_ICON,
      title: t('pin.dragTitle'),
      alt: t('pin.alt'),
      keyboard: false,
    }).addTo(map);
    marker.on('dragend', () => {
      const at = marker.getLatLng();
      onChangeRef.current({ lat: at.lat, lon: at.lng });
    });
    map.on('click', (e: L.LeafletMouseEvent) => {
      onChangeRef.current({ lat: e.latlng.lat, lon: e.latlng.lng });
    });
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is built once; later pins move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useMapTiles(mapRef);

  useEffect(() => {
    const marker = markerRef.current;
    const map = mapRef.current;
    if (!marker || !map) return;
    const at = marker.getLatLng();
    if (Math.abs(at.lat - pin.lat) > 1e-9 || Math.abs(at.lng - pin.lon) > 1e-9) {
      marker.setLatLng([pin.lat, pin.lon]);
      if (!map.getBounds().contains([pin.lat, pin.lon]))
        map.setView([pin.lat, pin.lon], map.getZoom(), { animate: false });
    }
  }, [pin.lat, pin.lon]);

  const nudge = (dLat: number, dLon: number) => onChange({ lat: pin.lat + dLat, lon: pin.lon + dLon });
  const nudgeClass =
    'rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50';

  return (
    <div>
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        data-testid="pin-map"
        className={`${className} w-full rounded-lg border border-slate-200`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-1" role="group" aria-label={t('pin.move')}>
        <button type="button" className={nudgeClass} onClick={() => nudge(NUDGE_DEG, 0)}>
          {t('pin.north')}
        </button>
        <button type="button" className={nudgeClass} onClick={() => nudge(-NUDGE_DEG, 0)}>
          {t('pin.south')}
        </button>
        <button type="button" className={nudgeClass} onClick={() => nudge(0, -NUDGE_DEG)}>
          {t('pin.west')}
        </button>
        <button type="button" className={nudgeClass} onClick={() => nudge(0, NUDGE_DEG)}>
          {t('pin.east')}
        </button>
      </div>
    </div>
  );
}
