import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { normalizePhone, placeInputSchema, type Place, type PlaceInput } from '@logisaathi/domain';
import {
  ErrorBox,
  Field,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/field';
import type { Pin } from '../../../components/map/pin-map';
import { api } from '../../../lib/api-client';
import { useSavePlace } from '../../../lib/saved-places';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { PinCaption } from '../../../components/map/pin-caption';

const PinMap = lazy(() => import('../../../components/map/pin-map').then((m) => ({ default: m.PinMap })));

const SERVER_FIELDS = ['label', 'address', 'contactName', 'contactPhone', 'lat', 'lon'] as const;
/** Connaught Place: where a new place's pin starts until the address or the phone's location moves it. */
const DELHI_CENTRE: Pin = { lat: 28.6315, lon: 77.2167 };

/** Add or edit a saved place: label, address, contact, and the pin dragged on the map. */
export function PlaceForm({
  place,
  initial,
  onDone,
  onCancel,
}: {
  place?: Place | undefined;
  /** Prefill for a new place (e.g. an address from a delivery, with its pin). */
  initial?: Partial<PlaceInput> | undefined;
  onDone: (place: Place) => void;
  onCancel: () => void;
}) {
  const save = useSavePlace();
  const [serverError, setServerError] = useState<string | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlaceInput>({
    resolver: zodResolver(placeInputSchema),
    defaultValues: {
      label: place?.label ?? initial?.label ?? '',
      address: place?.address ?? initial?.address ?? '',
      contactName: place?.contactName ?? initial?.contactName ?? '',
      contactPhone: place?.contactPhone ?? initial?.contactPhone ?? '',
      lat: place?.lat ?? initial?.lat ?? DELHI_CENTRE.lat,
      lon: place?.lon ?? initial?.lon ?? DELHI_CENTRE.lon,
    },
  });
  const placeServerErrors = useServerFieldErrors(setError, SERVER_FIELDS);
  const [lat, lon] = useWatch({ control, name: ['lat', 'lon'] });
  const pin: Pin = { lat, lon };
  const movePin = (next: Pin) => {
    setValue('lat', next.lat, { shouldDirty: true });
    setValue('lon', next.lon, { shouldDirty: true });
  };

  const pinFromAddress = async () => {
    const address = getValues('address').trim();
    if (address.length < 10) {
      setLocating('Type the address first (at least 10 characters).');
      return;
    }
    setLocating('Finding the address...');
    try {
      const res = await api.get<{ data: { resolved: { lat: number; lon: number } | null } }>(
        `/api/places/resolve?q=${encodeURIComponent(address)}`,
      );
      const found = res.data.resolved;
      if (found) movePin(found);
      setLocating(
        found ? 'Pin moved to the address. Drag it to the exact gate.' : 'Address not found: drag the pin.',
      );
    } catch {
      setLocating('Could not find the address right now: drag the pin.');
    }
  };

  const pinFromPhone = () => {
    if (!('geolocation' in navigator)) {
      setLocating('This browser cannot share its location.');
      return;
    }
    setLocating('Asking for your location...');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        movePin({ lat: position.coords.latitude, lon: position.coords.longitude });
        setLocating('Pin moved to your location.');
      },
      () => setLocating('Your location is not available: drag the pin.'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onDone(await save.mutateAsync({ placeId: place?.id, body: values }));
    } catch (err) {
      setServerError(placeServerErrors(err, 'Could not save the place. Please try again.'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={place ? 'Edit place' : 'Add place'}
    >
      <ErrorBox message={serverError} />
      <div className="grid gap-3 md:grid-cols-2">
        <Field label="Label" hint="e.g. Main godown" error={errors.label?.message}>
          {(p) => <input {...p} {...register('label')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field label="Full address" error={errors.address?.message}>
          {(p) => <input {...p} {...register('address')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field label="Contact name" error={errors.contactName?.message}>
          {(p) => <input {...p} {...register('contactName')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field label="Contact phone" hint="10-digit mobile number" error={errors.contactPhone?.message}>
          {(p) => (
            <input
              {...p}
              {...register('contactPhone', { setValueAs: (v: string) => normalizePhone(String(v ?? '')) })}
              type="tel"
              inputMode="numeric"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => void pinFromAddress()}>
          Find address on map
        </button>
        <button type="button" className={secondaryButtonClass} onClick={pinFromPhone}>
          Use my location
        </button>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {locating ?? 'Drag the pin to where the goods are picked up or dropped.'}
      </p>
      <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" />}>
        <PinMap pin={pin} onChange={movePin} label="Map: drag the pin to the place" />
      </Suspense>
      {(errors.lat?.message ?? errors.lon?.message) && (
        <p className="text-sm text-red-700">{errors.lat?.message ?? errors.lon?.message}</p>
      )}
      <PinCaption pin={pin} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save place'}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
