import type { Job } from '@logisaathi/domain';
import { Digipin } from '../../../components/ui/digipin';

const STOP_TITLE = { pickup: 'Pickup', drop: 'Drop' } as const;

/** The job's stops in order, each with its contact and two ways to navigate: the phone's map app and OpenStreetMap. */
export function JobStops({ job }: { job: Job }) {
  const stops = [...job.stops].sort((a, b) => a.order - b.order);
  return (
    <ol className="space-y-3" aria-label="Stops in order">
      {stops.map((stop) => (
        <li
          key={`${stop.kind}-${stop.order}`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 className="font-semibold">
            {stop.order}. {STOP_TITLE[stop.kind]}: {stop.area}
          </h3>
          <p className="mt-1 text-sm">{stop.address}</p>
          {stop.lat !== null && stop.lon !== null && (
            <Digipin point={{ lat: stop.lat, lon: stop.lon }} label={`${STOP_TITLE[stop.kind]} DIGIPIN`} />
          )}
          {stop.contactPerson && <p className="text-sm">Contact: {stop.contactPerson}</p>}
          {stop.contactPhone && (
            <p className="text-sm">
              <a className="font-medium text-indigo-700 underline" href={`tel:+91${stop.contactPhone}`}>
                Call +91 {stop.contactPhone}
              </a>
            </p>
          )}
          {stop.instructions && <p className="text-sm text-slate-700">Instructions: {stop.instructions}</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {stop.geoUrl && (
              <a className="font-medium text-indigo-700 underline" href={stop.geoUrl}>
                Open in map app<span className="sr-only"> ({STOP_TITLE[stop.kind]})</span>
              </a>
            )}
            <a
              className="font-medium text-indigo-700 underline"
              href={stop.directionsUrl}
              target="_blank"
              rel="noreferrer"
            >
              Directions on OpenStreetMap<span className="sr-only"> ({STOP_TITLE[stop.kind]})</span>
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
