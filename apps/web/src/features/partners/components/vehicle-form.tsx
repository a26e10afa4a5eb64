import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  VEHICLE_BODY_TYPES,
  VEHICLE_BODY_TYPE_LABELS,
  VEHICLE_FEATURES,
  VEHICLE_FEATURE_LABELS,
  VEHICLE_PERMITS,
  VEHICLE_PERMIT_LABELS,
  typicalPayloadKg,
  vehicleInputSchema,
  type Vehicle,
  type VehicleBodyType,
  type VehicleInput,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { useSaveVehicle } from '../api/save-vehicle';
import { useDomainText } from '@/i18n/use-language';

const SERVER_FIELDS = [
  'registrationNumber',
  'bodyType',
  'payloadKg',
  'body.lengthCm',
  'body.widthCm',
  'body.heightCm',
  'features',
  'permits',
] as const;

/** '' or unreadable text gives undefined, so the schema says 'must be a number' rather than checking 0. */
function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function initialValues(vehicle: Vehicle | undefined): VehicleInput {
  if (!vehicle)
    return {
      registrationNumber: '',
      bodyType: undefined as unknown as VehicleBodyType,
      payloadKg: undefined as unknown as number,
      body: {
        lengthCm: undefined as unknown as number,
        widthCm: undefined as unknown as number,
        heightCm: undefined as unknown as number,
      },
      features: [],
      permits: [],
    };
  return {
    registrationNumber: vehicle.registrationDisplay,
    bodyType: vehicle.bodyType,
    payloadKg: vehicle.payloadKg,
    body: { ...vehicle.body },
    features: [...vehicle.features],
    permits: [...vehicle.permits],
  };
}

/**
 * Add or edit a vehicle. Validated with the shared vehicle schema, so the messages (registration formats,
 * bounds, permits) are the server's own; a duplicate registration comes back from the server on its field.
 */
export function VehicleForm({
  vehicle,
  onSaved,
}: {
  vehicle?: Vehicle;
  onSaved: (vehicle: Vehicle) => void;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const save = useSaveVehicle();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<VehicleInput>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: initialValues(vehicle),
  });
  const placeServerErrors = useServerFieldErrors(setError, SERVER_FIELDS);
  const asNumber = { setValueAs: numberOrUndefined };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSaved(await save.mutateAsync({ vehicleId: vehicle?.id, body: values }));
    } catch (err) {
      setServerError(placeServerErrors(err, t('vehicleForm.failed')));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={vehicle ? t('vehicleForm.edit') : t('vehicleForm.add')}
    >
      <ErrorBox message={serverError} />
      <Field
        label={t('vehicleForm.registration')}
        hint={t('vehicleForm.registrationHint')}
        error={errors.registrationNumber?.message}
      >
        {(p) => (
          <input
            {...p}
            {...register('registrationNumber')}
            className={`${inputClass} font-mono uppercase`}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={24}
          />
        )}
      </Field>
      <Field label={t('vehicleForm.bodyType')} error={errors.bodyType?.message}>
        {(p) => (
          <select
            {...p}
            {...register('bodyType', {
              onChange: (e: { target: { value: string } }) => {
                // A sensible starting payload for the type; the partner corrects it to the RC's figure.
                const body = e.target.value as VehicleBodyType;
                if (VEHICLE_BODY_TYPES.includes(body) && getValues('payloadKg') === undefined)
                  setValue('payloadKg', typicalPayloadKg(body));
              },
            })}
            className={inputClass}
          >
            <option value="">{t('vehicleForm.chooseBody')}</option>
            {VEHICLE_BODY_TYPES.map((body) => (
              <option key={body} value={body}>
                {text(VEHICLE_BODY_TYPE_LABELS[body])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('vehicleForm.payload')} error={errors.payloadKg?.message}>
        {(p) => (
          <input {...p} {...register('payloadKg', asNumber)} inputMode="numeric" className={inputClass} />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('vehicleForm.bodySize')}</legend>
        <div className="grid grid-cols-3 gap-2">
          <Field label={t('vehicleForm.length')} error={errors.body?.lengthCm?.message}>
            {(p) => (
              <input
                {...p}
                {...register('body.lengthCm', asNumber)}
                inputMode="numeric"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('vehicleForm.width')} error={errors.body?.widthCm?.message}>
            {(p) => (
              <input
                {...p}
                {...register('body.widthCm', asNumber)}
                inputMode="numeric"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('vehicleForm.height')} error={errors.body?.heightCm?.message}>
            {(p) => (
              <input
                {...p}
                {...register('body.heightCm', asNumber)}
                inputMode="numeric"
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('vehicleForm.features')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {VEHICLE_FEATURES.map((f) => (
            <label key={f} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={f} {...register('features')} />
              {text(VEHICLE_FEATURE_LABELS[f])}
            </label>
          ))}
        </div>
        {errors.features?.message && (
          <p className="mt-1 text-sm text-red-700">{text(errors.features.message)}</p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('vehicleForm.permits')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {VEHICLE_PERMITS.map((permit) => (
            <label key={permit} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={permit} {...register('permits')} />
              {text(VEHICLE_PERMIT_LABELS[permit])}
            </label>
          ))}
        </div>
        {errors.permits?.message && (
          <p className="mt-1 text-sm text-red-700">{text(errors.permits.message)}</p>
        )}
      </fieldset>
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('common.saving') : vehicle ? t('vehicleForm.saveChanges') : t('vehicleForm.add')}
      </button>
    </form>
  );
}
