import { useState } from 'react';
import {
  ErrorBox,
  Field,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/field';
import { useSavedPlaces, useSavePlace } from '../../../lib/saved-places';

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
    { side: 'pickup', end: delivery.pickup },
    { side: 'drop', end: delivery.delivery },
  ].filter(({ end }) => end.coordinates && !isSaved(end));
  if (ends.length === 0) return null;
  return (
    <section
      aria-label={`Save the addresses of ${delivery.deliveryId}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold">Save these addresses?</h2>
      <p className="text-sm text-slate-700">Book from them again in one tap, at the same pin.</p>
      <div className="mt-2 space-y-3">
        {ends.map(({ side, end }) => (
          <SaveEnd key={`${delivery.deliveryId}-${side}`} side={side} end={end} />
        ))}
      </div>
    </section>
  );
}

function SaveEnd({ side, end }: { side: string; end: DeliveryEnd }) {
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
        <span className="font-medium capitalize">{side}:</span> {end.address}
      </p>
      {!isOpen ? (
        <button type="button" className={`${secondaryButtonClass} mt-1`} onClick={() => setIsOpen(true)}>
          Save {side} as a place
        </button>
      ) : (
        <form
          className="mt-1 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={`Label for the ${side}`} className="min-w-48 flex-1">
            {(p) => (
              <input {...p} className={inputClass} value={label} onChange={(e) => setLabel(e.target.value)} />
            )}
          </Field>
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            Save place
          </button>
        </form>
      )}
      <ErrorBox message={error} />
    </div>
  );
}
