import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  partnerSettingsInputSchema,
  WORKING_HOURS_LABELS,
  type PartnerSettings,
  type PartnerSettingsInput,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { useUpdatePartnerSettings } from '../api/update-partner-settings';

const SERVER_FIELDS = ['homeArea', 'workingHours.start', 'workingHours.end'] as const;

/** Home area and working hours: offers come from around the home area, within the hours (IST). */
export function PartnerSettingsForm({ settings }: { settings: PartnerSettings }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const update = useUpdatePartnerSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
    setError,
  } = useForm<PartnerSettingsInput>({
    resolver: zodResolver(partnerSettingsInputSchema),
    defaultValues: {
      homeArea: settings.homeArea ?? '',
      workingHours: settings.workingHours ?? { start: '09:00', end: '19:00' },
    },
  });
  const placeServerErrors = useServerFieldErrors(setError, SERVER_FIELDS);
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    update.mutate(values, {
      onSuccess: () => reset(values),
      onError: (err) => setServerError(placeServerErrors(err, t('settings.failed'))),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-lg font-semibold">
        {t('settings.title')}
      </h2>
      <ErrorBox message={serverError} />
      <Field
        label={t('settings.homeArea')}
        hint={t('settings.homeAreaHint')}
        error={errors.homeArea?.message}
      >
        {(p) => <input {...p} {...register('homeArea')} className={inputClass} autoComplete="off" />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={text(WORKING_HOURS_LABELS.start)} error={errors.workingHours?.start?.message}>
          {(p) => <input {...p} {...register('workingHours.start')} type="time" className={inputClass} />}
        </Field>
        <Field label={text(WORKING_HOURS_LABELS.end)} error={errors.workingHours?.end?.message}>
          {(p) => <input {...p} {...register('workingHours.end')} type="time" className={inputClass} />}
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
        <p role="status" className="text-sm text-green-800">
          {update.isSuccess && !isDirty ? t('common.saved') : ''}
        </p>
      </div>
    </form>
  );
}
