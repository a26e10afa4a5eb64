import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useSavedPlaces, useSavePlace } from '@/lib/saved-places';

/** Closer than this to a saved place's pin, an end of a delivery is that place already. */
const SAME_PLACE_DEG = 0.0003;

interface DeliveryEnd {
  address: string;
  contactPerson?: string;
  contactPhone?: string;
  coordinates?: { lat: number; lon: number } | undefined;
}

/**
 * After a delivery is booked (issue 18): offers to keep its pickup and drop as saved places, with the pins the
 * delivery was routed from, unless they are saved already.
 */
export function SavePlacesOffer({
  delivery,
}: {
  delivery: { deliveryId: string; pickup: DeliveryEnd; delivery: DeliveryEnd } | undefined;
}) {
  const { t } = useTranslation('places');
  const places = useSavedPlaces();
  if (!delivery || !places.data) return null;
  const isSaved = (end: DeliveryEnd) =>
    places.data.some(
      (p) =>
        p.address === end.address ||
        (end.coordinates &&
          Math.abs(p.lat - end.coordinates.lat) < SAME_PLACE_DEG &&
          Math.abs(p.lon - end.coordinates.lon) < SAME_PLACE_DEG),
    );
  const ends = [
    { side: 'pickup' as const, end: delivery.pickup },
    { side: 'drop' as const, end: delivery.delivery },
  ].filter(({ end }) => end.coordinates && !isSaved(end));
  if (ends.length === 0) return null;
  return (
    <section
      aria-label={t('offer.sectionLabel', { deliveryId: delivery.deliveryId })}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold">{t('offer.title')}</h2>
      <p className="text-sm text-slate-700">{t('offer.lead')}</p>
      <div className="mt-2 space-y-3">
        {ends.map(({ side, end }) => (
          <SaveEnd key={`${delivery.deliveryId}-${side}`} side={side} end={end} />
        ))}
      </div>
    </section>
  );
}

function SaveEnd({ side, end }: { side: 'pickup' | 'drop'; end: DeliveryEnd }) {
  const { t } = useTranslation('places');
  const save = useSavePlace();
  const [isOpen, setIsOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!end.coordinates) return null;
  const pin = end.coordinates;
  const submit = () => {
    setError(null);
    save.mutate(
      {
        body: {
          label,
          address: end.address,
          contactName: end.contactPerson || null,
          contactPhone: end.contactPhone || null,
          lat: pin.lat,
          lon: pin.lon,
        },
      },
      { onError: (err) => setError(err.message) },
    );
  };
  return (
    <div className="text-sm">
      <p className="text-slate-800">
        <span className="font-medium">{t(`offer.sides.${side}`)}:</span> {end.address}
      </p>
      {!isOpen ? (
        <button type="button" className={`${secondaryButtonClass} mt-1`} onClick={() => setIsOpen(true)}>
          {t(`offer.saveSide.${side}`)}
        </button>
      ) : (
        <form
          className="mt-1 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={t(`offer.labelFor.${side}`)} className="min-w-48 flex-1">
            {(p) => (
              <input {...p} className={inputClass} value={label} onChange={(e) => setLabel(e.target.value)} />
            )}
          </Field>
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {t('offer.save')}
          </button>
        </form>
      )}
      <ErrorBox message={error} />
    </div>
  );
}
