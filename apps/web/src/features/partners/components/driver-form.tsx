import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  driverInputSchema,
  LICENCE_EXPIRY_LABEL,
  normalizePhone,
  type Driver,
  type DriverInput,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { useSaveDriver } from '../api/save-driver';

const SERVER_FIELDS = ['name', 'phone', 'licenceNumber', 'licenceExpiresOn'] as const;

/** Add or edit a fleet driver: name, phone, licence number and expiry (shared schema, server's messages). */
export function DriverForm({
  driver,
  onDone,
  onCancel,
}: {
  driver?: Driver;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const save = useSaveDriver();
  const schema = useMemo(() => driverInputSchema(new Date()), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DriverInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: driver?.name ?? '',
      phone: driver?.phone ?? '',
      licenceNumber: driver?.licenceNumber ?? '',
      licenceExpiresOn: driver?.licenceExpiresOn ?? '',
    },
  });
  const placeServerErrors = useServerFieldErrors(setError, SERVER_FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ driverId: driver?.id, body: values });
      onDone();
    } catch (err) {
      setServerError(placeServerErrors(err, t('driverForm.failed')));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={driver ? t('driverForm.edit') : t('driverForm.add')}
    >
      <ErrorBox message={serverError} />
      <Field label={t('driverForm.name')} error={errors.name?.message}>
        {(p) => <input {...p} {...register('name')} className={inputClass} autoComplete="off" />}
      </Field>
      <Field label={t('driverForm.phone')} error={errors.phone?.message}>
        {(p) => (
          <input
            {...p}
            {...register('phone', { setValueAs: (v: string) => normalizePhone(String(v ?? '')) })}
            type="tel"
            inputMode="numeric"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t('driverForm.licenceNumber')}
        hint={t('driverForm.licenceHint')}
        error={errors.licenceNumber?.message}
      >
        {(p) => (
          <input {...p} {...register('licenceNumber')} className={`${inputClass} font-mono uppercase`} />
        )}
      </Field>
      <Field label={text(LICENCE_EXPIRY_LABEL)} error={errors.licenceExpiresOn?.message}>
        {(p) => <input {...p} {...register('licenceExpiresOn')} type="date" className={inputClass} />}
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : driver ? t('driverForm.save') : t('driverForm.add')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
