import 'leaflet/dist/leaflet.css';
import { formatRupees } from '@logisaathi/domain';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { DELHI_CENTRE, TILE_ATTRIBUTION, useTileUrl } from '@/components/map/map-setup';
import type { Origin, Warehouse } from '@logisaathi/domain';
import { formatDistance, formatSqFt } from './format';

const AVAILABILITY_COLOUR = { Available: '#15803d', Limited: '#c2410c', Full: '#b91c1c' } as const;

/**
 * Listings on an OpenStreetMap-style map. Markers are vector circles, not image pins, so they draw even when the
 * tile server is unreachable (no internet): the user still sees where each warehouse is relative to the others.
 */
export default function WarehouseMap({
  warehouses,
  origin,
  onBook,
}: {
  warehouses: Warehouse[];
  origin: Origin | null;
  onBook: (w: Warehouse) => void;
}) {
  const { t } = useTranslation('warehouses');
  const tileUrl = useTileUrl();
  const centre: [number, number] = origin ? [origin.lat, origin.lon] : [DELHI_CENTRE[0], DELHI_CENTRE[1]];
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <MapContainer
        center={centre}
        zoom={origin ? 11 : 10}
        scrollWheelZoom={false}
        className="h-[28rem] w-full bg-slate-100"
        aria-label={t('map.label')}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />}
        {origin && (
          <CircleMarker
            center={[origin.lat, origin.lon]}
            radius={7}
            pathOptions={{ color: '#1e3a8a', fillColor: '#3b82f6', fillOpacity: 1 }}
          >
            <Tooltip>{origin.label}</Tooltip>
          </CircleMarker>
        )}
        {warehouses.map((w) => (
          <CircleMarker
            key={w.id}
            center={[w.lat, w.lon]}
            radius={9}
            className="warehouse-marker"
            pathOptions={{
              color: '#1e1b4b',
              weight: 2,
              fillColor: AVAILABILITY_COLOUR[w.availability],
              fillOpacity: 0.9,
            }}
          >
            <Popup>
              <div className="space-y-1 text-sm">
                <p className="font-semibold">{w.name}</p>
                <p>
                  {t('map.summary', {
                    type: t(`badges.type.${w.type}`),
                    availability: t(`badges.availability.${w.availability}`),
                    free: formatSqFt(w.availableSpace),
                  })}
                </p>
                <p>
                  {t('map.price', { price: formatRupees(w.pricePerDay) })}
                  {w.distanceKm !== null ? ` · ${formatDistance(w)}` : ''}
                </p>
                {w.isDemo && <p className="italic">{t('badges.demo')}</p>}
                {w.availability !== 'Full' && (
                  <button
                    type="button"
                    className="mt-1 rounded bg-indigo-700 px-2 py-1 font-semibold text-white"
                    onClick={() => onBook(w)}
                  >
                    {t('card.bookNow')}
                  </button>
                )}
              </div>
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
      <p className="bg-white px-3 py-2 text-xs text-slate-700">
        {origin ? t('map.legendOrigin') : t('map.legend')}
      </p>
    </div>
  );
}
