import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  normalizePhone,
  placeInputSchema,
  type Place,
  type PlaceInput,
  type resolveResponseSchema,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import type { Pin } from '@/components/map/pin-map';
import { useDomainText } from '@/i18n/use-language';
import { api } from '@/lib/api-client';
import { useSavePlace } from '@/lib/saved-places';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { PinCaption } from '@/components/map/pin-caption';

const PinMap = lazy(() => import('@/components/map/pin-map').then((m) => ({ default: m.PinMap })));

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
  const { t } = useTranslation('places');
  const text = useDomainText();
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
      setLocating(t('form.locating.addressFirst'));
      return;
    }
    setLocating(t('form.locating.finding'));
    try {
      const res = await api.get<typeof resolveResponseSchema>(
        `/api/places/resolve?q=${encodeURIComponent(address)}`,
      );
      const found = res.data.resolved;
      if (found) movePin(found);
      setLocating(found ? t('form.locating.found') : t('form.locating.notFound'));
    } catch {
      setLocating(t('form.locating.failed'));
    }
  };

  const pinFromPhone = () => {
    if (!('geolocation' in navigator)) {
      setLocating(t('form.locating.noGeolocation'));
      return;
    }
    setLocating(t('form.locating.asking'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        movePin({ lat: position.coords.latitude, lon: position.coords.longitude });
        setLocating(t('form.locating.moved'));
      },
      () => setLocating(t('form.locating.unavailable')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onDone(await save.mutateAsync({ placeId: place?.id, body: values }));
    } catch (err) {
      setServerError(placeServerErrors(err, t('form.saveFailed')));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={place ? t('form.editLabel') : t('form.addLabel')}
    >
      <ErrorBox message={serverError} />
      <div className="grid gap-3 md:grid-cols-2">
        <Field label={t('form.label')} hint={t('form.labelHint')} error={errors.label?.message}>
          {(p) => <input {...p} {...register('label')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field label={t('form.address')} error={errors.address?.message}>
          {(p) => <input {...p} {...register('address')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field label={t('form.contactName')} error={errors.contactName?.message}>
          {(p) => <input {...p} {...register('contactName')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field
          label={t('form.contactPhone')}
          hint={t('form.contactPhoneHint')}
          error={errors.contactPhone?.message}
        >
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
          {t('form.findAddress')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={pinFromPhone}>
          {t('form.useLocation')}
        </button>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {locating ?? t('form.dragHint')}
      </p>
      <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" />}>
        <PinMap pin={pin} onChange={movePin} label={t('form.mapLabel')} />
      </Suspense>
      {(errors.lat?.message ?? errors.lon?.message) && (
        <p className="text-sm text-red-700">{text(errors.lat?.message ?? errors.lon?.message ?? '')}</p>
      )}
      <PinCaption pin={pin} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
