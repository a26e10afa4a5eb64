import { useTranslation } from 'react-i18next';
import type { Job } from '@logisaathi/domain';
import { Digipin } from '@/components/ui/digipin';

/** The job's stops in order, each with its contact and two ways to navigate: the phone's map app and OpenStreetMap. */
export function JobStops({ job }: { job: Job }) {
  const { t } = useTranslation('partners');
  const stopTitle = (kind: 'pickup' | 'drop') => (kind === 'pickup' ? t('common.pickup') : t('common.drop'));
  const stops = [...job.stops].sort((a, b) => a.order - b.order);
  return (
    <ol className="space-y-3" aria-label={t('stops.list')}>
      {stops.map((stop) => (
        <li
          key={`${stop.kind}-${stop.order}`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 className="font-semibold">
            {stop.order}. {stopTitle(stop.kind)}: {stop.area}
          </h3>
          <p className="mt-1 text-sm">{stop.address}</p>
          {stop.lat !== null && stop.lon !== null && (
            <Digipin
              point={{ lat: stop.lat, lon: stop.lon }}
              label={t('stops.digipin', { stop: stopTitle(stop.kind) })}
            />
          )}
          {stop.contactPerson && (
            <p className="text-sm">{t('stops.contact', { name: stop.contactPerson })}</p>
          )}
          {stop.contactPhone && (
            <p className="text-sm">
              <a className="font-medium text-indigo-700 underline" href={`tel:+91${stop.contactPhone}`}>
                {t('stops.call', { phone: stop.contactPhone })}
              </a>
            </p>
          )}
          {stop.instructions && (
            <p className="text-sm text-slate-700">{t('stops.instructions', { text: stop.instructions })}</p>
          )}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {stop.geoUrl && (
              <a className="font-medium text-indigo-700 underline" href={stop.geoUrl}>
                {t('stops.openMap')}
                <span className="sr-only"> ({stopTitle(stop.kind)})</span>
              </a>
            )}
            <a
              className="font-medium text-indigo-700 underline"
              href={stop.directionsUrl}
              target="_blank"
              rel="noreferrer"
            >
              {t('stops.directions')}
              <span className="sr-only"> ({stopTitle(stop.kind)})</span>
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
