import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { Digipin } from '@/components/ui/digipin';
import { usePermissions } from '@/lib/permissions';
import { useDeletePlace, useSavedPlaces } from '@/lib/saved-places';
import { PlaceForm } from './place-form';

type Editing = { kind: 'new' } | { kind: 'edit'; place: Place } | null;

/** /places: the business's address book, each place with its pin and DIGIPIN. */
export function PlacesScreen() {
  const { t } = useTranslation('places');
  // An accountant or viewer reads the address book (issue 37); only those who book change it.
  const canWrite = usePermissions().allowed('places.write');
  const places = useSavedPlaces();
  const remove = useDeletePlace();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onDelete = (place: Place) => {
    if (!window.confirm(t('screen.confirmDelete', { label: place.label }))) return;
    remove.mutate(place.id, { onSuccess: () => setNotice(t('screen.deleted', { label: place.label })) });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('screen.title')}</h1>
          <p className="mt-1 text-slate-700">{t('screen.lead')}</p>
        </div>
        {!editing && canWrite && (
          <button type="button" className={primaryButtonClass} onClick={() => setEditing({ kind: 'new' })}>
            {t('screen.add')}
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
            {editing.kind === 'new'
              ? t('screen.newPlace')
              : t('screen.editPlace', { label: editing.place.label })}
          </h2>
          <PlaceForm
            key={editing.kind === 'edit' ? editing.place.id : 'new'}
            place={editing.kind === 'edit' ? editing.place : undefined}
            onDone={(saved) => {
              setEditing(null);
              setNotice(t('screen.saved', { label: saved.label }));
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <ErrorBox message={places.isError ? places.error.message : (remove.error?.message ?? null)} />
      {places.isPending ? (
        <p className="text-slate-700">{t('screen.loading')}</p>
      ) : places.data && places.data.length === 0 ? (
        <p className="text-slate-700">{t('screen.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('screen.listLabel')}>
          {places.data?.map((place) => (
            <li key={place.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold">{place.label}</h3>
              <p className="text-sm text-slate-800">{place.address}</p>
              {place.near && (
                <p className="text-xs text-slate-700">{t('screen.near', { place: place.near })}</p>
              )}
              {(place.contactName ?? place.contactPhone) && (
                <p className="text-sm text-slate-700">
                  {[place.contactName, place.contactPhone && `+91 ${place.contactPhone}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <Digipin
                code={place.digipin}
                label={t('screen.digipinLabel', { label: place.label })}
                className="mt-2"
              />
              {canWrite && (
                <div className="mt-3 flex gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setEditing({ kind: 'edit', place })}
                    aria-label={t('screen.editLabel', { label: place.label })}
                  >
                    {t('screen.edit')}
                  </button>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => onDelete(place)}
                    aria-label={t('screen.deleteLabel', { label: place.label })}
                  >
                    {t('screen.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
