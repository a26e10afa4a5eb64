import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDriverJob } from '../api/get-driver-job';
import type { DriverJob, DriverStatus } from '@logisaathi/domain';
import { useUpdateDriverStatus } from '../api/update-driver-status';
import { usePositionSharing, type SharingState } from '../hooks/use-position-sharing';
import { formatIstTimeSeconds, slotLabel } from '@/lib/format';
import { TrackingStatusBadge } from './tracking-status-badge';
import { Digipin } from '@/components/ui/digipin';
import { useDomainText } from '@/i18n/use-language';

// Each sharing state and next status has its text under driver.sharing.<state> and driver.mark.<status>.
const sharingKey = (state: SharingState) => `driver.sharing.${state}` as const;
const markKey = (status: DriverStatus) => `driver.mark.${status}` as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <div className="space-y-1 text-sm">{children}</div>
    </section>
  );
}

function Stop({ end, title }: { end: DriverJob['pickup']; title: string }) {
  const { t } = useTranslation('tracking');
  return (
    <>
      <p>{end.address}</p>
      <Digipin point={end.coordinates} label={t('driver.digipin', { title })} />
      {end.contactPerson && <p>{t('driver.contact', { name: end.contactPerson })}</p>}
      {end.contactPhone && (
        <p>
          <a className="font-medium text-indigo-700 underline" href={`tel:+91${end.contactPhone}`}>
            {t('driver.call', { phone: end.contactPhone })}
          </a>
        </p>
      )}
      {end.instructions && (
        <p className="text-slate-700">{t('driver.instructions', { text: end.instructions })}</p>
      )}
      <p>
        <a
          className="text-indigo-700 underline"
          href={`https://www.google.com/maps/dir/?api=1&destination=${end.coordinates.lat},${end.coordinates.lon}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('driver.openInMaps')}
        </a>
      </p>
    </>
  );
}

function StatusActions({ token, job }: { token: string; job: DriverJob }) {
  const { t } = useTranslation('tracking');
  const update = useUpdateDriverStatus(token);
  const [pending, setPending] = useState<'Delivered' | 'Failed' | null>(null);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const fieldError =
    update.error instanceof ApiError
      ? (update.error.body as { errors?: Array<{ field: string; msg: string }> } | null)?.errors
      : undefined;

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (pending === 'Delivered')
      update.mutate({ status: 'Delivered', code: code.trim() }, { onSuccess: () => setPending(null) });
    if (pending === 'Failed')
      update.mutate({ status: 'Failed', reason: reason.trim() }, { onSuccess: () => setPending(null) });
  };

  return (
    <Block title={t('driver.update')}>
      <ErrorBox message={update.error?.message ?? null} />
      {!pending && (
        <div className="grid gap-2">
          {job.nextStatuses.map((s) => (
            <button
              key={s}
              type="button"
              disabled={update.isPending}
              className={s === 'Failed' ? secondaryButtonClass : primaryButtonClass}
              onClick={() => {
                update.reset();
                if (s === 'Delivered' || s === 'Failed') setPending(s);
                else update.mutate({ status: s });
              }}
            >
              {t(markKey(s))}
            </button>
          ))}
        </div>
      )}
      {pending && (
        <form onSubmit={confirm} className="space-y-2">
          {pending === 'Delivered' ? (
            <Field
              label={t('driver.deliveryCode')}
              hint={t('driver.deliveryCodeHint')}
              error={fieldError?.find((f) => f.field === 'code')?.msg}
            >
              {(p) => (
                <input
                  {...p}
                  className={inputClass}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
              )}
            </Field>
          ) : (
            <Field label={t('driver.reason')} error={fieldError?.find((f) => f.field === 'reason')?.msg}>
              {(p) => (
                <textarea
                  {...p}
                  className={inputClass}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  rows={2}
                />
              )}
            </Field>
          )}
          <div className="flex gap-2">
            <button type="submit" className={primaryButtonClass} disabled={update.isPending}>
              {pending === 'Delivered' ? t('driver.confirmDelivery') : t('driver.confirmFailed')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setPending(null)}>
              {t('driver.back')}
            </button>
          </div>
        </form>
      )}
    </Block>
  );
}

function LocationSharing({ token, job }: { token: string; job: DriverJob }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const sharing = usePositionSharing(token, job.positionIntervalS, !job.isFinished);
  return (
    <Block title={t('driver.location')}>
      <p data-testid="sharing-state">{t(sharingKey(sharing.state))}</p>
      {sharing.lastSentAt && (
        <p data-testid="last-sent">
          {t('driver.lastSent', { time: formatIstTimeSeconds(sharing.lastSentAt) })}
        </p>
      )}
      {sharing.error && <p className="text-red-700">{text(sharing.error)}</p>}
      {!job.isFinished && (
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={sharing.sendNow}>
          {t('driver.sendNow')}
        </button>
      )}
    </Block>
  );
}

/** The driver's mobile page behind /driver/{token}: the job, the steps, and location sharing. No account. */
export function DriverScreen({ token }: { token: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const jobQuery = useDriverJob(token);
  const job = jobQuery.data;
  if (jobQuery.isPending) return <p className="p-6 text-center text-slate-600">{t('driver.loading')}</p>;
  if (!job) {
    return (
      <div className="mx-auto max-w-md p-6">
        <h1 className="mb-3 text-xl font-bold">{t('driver.title')}</h1>
        <ErrorBox message={jobQuery.error?.message ?? t('driver.invalidLink')} />
      </div>
    );
  }
  const revoked = jobQuery.error instanceof ApiError && jobQuery.error.status === 401;
  return (
    <div className="mx-auto max-w-md space-y-4 p-4">
      <header>
        <p className="text-sm text-slate-600">
          {t('driver.header', { name: job.driver.name, vehicle: job.driver.vehicleNumber })}
        </p>
        <h1 className="text-xl font-bold">
          <Trans
            t={t}
            i18nKey="driver.job"
            values={{ id: job.deliveryId }}
            components={{ 1: <span className="font-mono" /> }}
          />
        </h1>
        <p className="mt-1">
          <TrackingStatusBadge status={job.status} />
        </p>
      </header>
      {revoked && <ErrorBox message={jobQuery.error?.message ?? null} />}
      {job.isFinished ? (
        <Block title={t('driver.finished')}>
          <p>{t('driver.finishedText', { status: text(job.status) })}</p>
        </Block>
      ) : (
        !revoked && (
          <>
            <LocationSharing token={token} job={job} />
            <StatusActions token={token} job={job} />
          </>
        )
      )}
      <Block title={t('driver.pickup')}>
        <Stop end={job.pickup} title={t('driver.pickup')} />
      </Block>
      <Block title={t('driver.drop')}>
        <Stop end={job.drop} title={t('driver.drop')} />
      </Block>
      <Block title={t('driver.package')}>
        <p>
          {text(job.package.type)}
          {job.package.name ? ` (${job.package.name})` : ''},{' '}
          {t('driver.weight', { weight: job.package.weightKg })}
        </p>
        {job.package.specialInstructions && (
          <p>{t('driver.instructions', { text: job.package.specialInstructions })}</p>
        )}
        <p>
          {t('driver.deliverOn', { date: job.schedule.deliveryDate, slot: slotLabel(job.schedule.timeSlot) })}
        </p>
      </Block>
    </div>
  );
}
