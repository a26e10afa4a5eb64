import { useState } from 'react';
import type { Place } from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/field';
import { Digipin } from '../../../components/ui/digipin';
import { useDeletePlace, useSavedPlaces } from '../../../lib/saved-places';
import { PlaceForm } from './place-form';

type Editing = { kind: 'new' } | { kind: 'edit'; place: Place } | null;

/** /places: the business's address book, each place with its pin and DIGIPIN. */
export function PlacesScreen() {
  const places = useSavedPlaces();
  const remove = useDeletePlace();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onDelete = (place: Place) => {
    if (!window.confirm(`Delete the place '${place.label}'?`)) return;
    remove.mutate(place.id, { onSuccess: () => setNotice(`Deleted '${place.label}'.`) });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Saved places</h1>
          <p className="mt-1 text-slate-700">
            The places you ship from and to, each pinned on the map, so every booking starts from the right
            spot.
          </p>
        </div>
        {!editing && (
          <button type="button" className={primaryButtonClass} onClick={() => setEditing({ kind: 'new' })}>
            Add place
          </button>
        )}
      </div>
      <p className="text-sm text-green-800" aria-live="polite">
        {notice}
      </p>
      {editing && (
        <section
          aria-labelledby="place-form-title"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="place-form-title" className="mb-3 text-lg font-semibold">
            {editing.kind === 'new' ? 'New place' : `Edit ${editing.place.label}`}
          </h2>
          <PlaceForm
            key={editing.kind === 'edit' ? editing.place.id : 'new'}
            place={editing.kind === 'edit' ? editing.place : undefined}
            onDone={(saved) => {
              setEditing(null);
              setNotice(`Saved '${saved.label}'.`);
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <ErrorBox message={places.isError ? places.error.message : (remove.error?.message ?? null)} />
      {places.isPending ? (
        <p className="text-slate-700">Loading places...</p>
      ) : places.data && places.data.length === 0 ? (
        <p className="text-slate-700">
          No saved places yet. Add the godowns and customers you ship with most.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Saved places">
          {places.data?.map((place) => (
            <li key={place.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold">{place.label}</h3>
              <p className="text-sm text-slate-800">{place.address}</p>
              {place.near && <p className="text-xs text-slate-700">Near {place.near}</p>}
              {(place.contactName ?? place.contactPhone) && (
                <p className="text-sm text-slate-700">
                  {[place.contactName, place.contactPhone && `+91 ${place.contactPhone}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <Digipin code={place.digipin} label={`${place.label} DIGIPIN`} className="mt-2" />
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setEditing({ kind: 'edit', place })}
                  aria-label={`Edit ${place.label}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => onDelete(place)}
                  aria-label={`Delete ${place.label}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
