import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  EXCEPTION_KIND_LABELS,
  VEHICLE_BODY_TYPE_LABELS,
  formatEwbNumber,
  formatPaise,
  formatValidUntil,
  isFinalStatus,
  type Job,
  type JobProgressStatus,
} from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { PartBDetails } from '@/components/ui/part-b-details';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useJob } from '../api/get-job';
import { useUpdateJobStatus } from '../api/update-job';
import { formatJobTime, formatKg, formatKm, formatSizeCm } from './format';
import { formatDay, slotLabel } from '@/lib/format';
import { JobExceptionForm } from './job-exception-form';
import { JobStops } from './job-stops';
import { ProofOfDeliveryForm } from './proof-of-delivery-form';
import { RateShipperForm } from './rate-shipper-form';
import { Digipin } from '@/components/ui/digipin';
import { useDomainText } from '@/i18n/use-language';
import { IfAllowed } from '@/lib/permissions';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <div className="space-y-1 text-sm">{children}</div>
    </section>
  );
}

function JobActions({ job }: { job: Job }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const update = useUpdateJobStatus();
  const [panel, setPanel] = useState<'proof' | 'exception' | null>(null);
  if (panel === 'proof')
    return (
      <Block title={t('job.completeTitle')}>
        <ProofOfDeliveryForm job={job} onCancel={() => setPanel(null)} />
      </Block>
    );
  if (panel === 'exception')
    return (
      <Block title={t('job.problemTitle')}>
        <JobExceptionForm job={job} onCancel={() => setPanel(null)} />
      </Block>
    );
  return (
    <Block title={t('job.updateTitle')}>
      <ErrorBox message={update.error?.message ?? null} />
      {job.pickupBlocked && (
        <p role="status" className="rounded bg-amber-50 p-2 text-amber-900" data-testid="pickup-blocked">
          {text(job.pickupBlocked)}
        </p>
      )}
      <div className="grid gap-2">
        {job.nextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className={primaryButtonClass}
            disabled={update.isPending}
            onClick={() => update.mutate({ jobId: job.id, status })}
          >
            {t(`job.buttons.${status}` as `job.buttons.${JobProgressStatus}`)}
          </button>
        ))}
        {job.status === 'Out for Delivery' && (
          <button type="button" className={primaryButtonClass} onClick={() => setPanel('proof')}>
            {t('job.complete')}
          </button>
        )}
        <button type="button" className={secondaryButtonClass} onClick={() => setPanel('exception')}>
          {t('job.reportProblem')}
        </button>
      </div>
    </Block>
  );
}

/** One job: the stops with navigation, the customer's phone, the status steps, proof of delivery. */
export function JobDetailScreen({ jobId }: { jobId: string }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const jobQuery = useJob(jobId);
  const job = jobQuery.data;
  if (jobQuery.isPending) return <p className="text-slate-600">{t('job.loading')}</p>;
  if (!job)
    return (
      <div className="space-y-3">
        <ErrorBox message={jobQuery.error?.message ?? t('job.notFound')} />
        <Link to={paths.partnerJobs} className="text-indigo-700 underline">
          {t('job.backToJobs')}
        </Link>
      </div>
    );
  const isFinished = isFinalStatus(job.status);
  const size = formatSizeCm(job.package.dimensionsCm);

  return (
    <div className="space-y-4">
      <header>
        <Link to={paths.partnerJobs} className="text-sm text-indigo-700 underline">
          {t('job.myJobs')}
        </Link>
        <h1 className="mt-1 text-xl font-bold">
          <Trans
            t={t}
            i18nKey="job.title"
            values={{ id: job.deliveryId }}
            components={{ 1: <span className="font-mono" /> }}
          />
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StatusBadge status={job.status} testId="job-status" />
          <span>
            {formatDay(job.pickupDate)}, {slotLabel(job.slot)}
          </span>
        </p>
      </header>
      {!isFinished && <JobActions job={job} />}
      {job.proofOfDelivery && (
        <Block title={t('job.delivered')}>
          <p>
            {t('job.receivedBy', {
              name: job.proofOfDelivery.receiverName,
              time: formatJobTime(job.proofOfDelivery.deliveredAt),
            })}
          </p>
          <Digipin point={job.proofOfDelivery} label={t('job.podDigipin')} />
        </Block>
      )}
      {job.exception && (
        <Block title={t('job.failed')}>
          <p>{text(job.exception.label)}</p>
          {job.exception.note && <p className="text-slate-700">{job.exception.note}</p>}
        </Block>
      )}
      {job.opsAnswers && job.opsAnswers.length > 0 && (
        <Block title={t('job.opsAnswers')}>
          <ul className="space-y-2" aria-label={t('job.opsAnswers')}>
            {job.opsAnswers.map((a) => (
              <li key={`${a.kind}-${a.at}`}>
                <p className="text-xs text-slate-700">
                  {text(EXCEPTION_KIND_LABELS[a.kind])} · {formatJobTime(a.at)}
                </p>
                <p>{a.message}</p>
              </li>
            ))}
          </ul>
        </Block>
      )}
      <Block title={t('job.customer')}>
        <p>{job.customer.name}</p>
        {job.customer.phone && (
          <p>
            <a className="font-medium text-indigo-700 underline" href={`tel:+91${job.customer.phone}`}>
              {t('job.callPhone', { phone: job.customer.phone })}
            </a>
          </p>
        )}
      </Block>
      <JobStops job={job} />
      <Block title={t('job.loadTitle')}>
        <p>
          {text(job.package.type)}
          {job.package.name ? ` (${job.package.name})` : ''}, {formatKg(job.package.weightKg)}
          {size && `, ${size}`}
        </p>
        {job.package.specialInstructions && (
          <p>{t('job.instructions', { text: job.package.specialInstructions })}</p>
        )}
        <p>{t('job.roadDistance', { km: formatKm(job.roadKm) })}</p>
        <p>
          <Trans
            t={t}
            i18nKey="job.vehicle"
            values={{
              registration: job.vehicle.registrationDisplay,
              body: text(VEHICLE_BODY_TYPE_LABELS[job.vehicle.bodyType]),
            }}
            components={{ 1: <span className="font-mono" /> }}
          />
          {job.driver && t('job.driver', { name: job.driver.name })}
        </p>
        {job.ewayBill && (
          <p data-testid="job-eway-bill">
            <Trans
              t={t}
              i18nKey="job.ewayBill"
              values={{
                number: formatEwbNumber(job.ewayBill.number),
                validity: job.ewayBill.validUntilDay
                  ? t('job.ewayValid', { until: formatValidUntil(job.ewayBill.validUntilDay) })
                  : '',
              }}
              components={{ 1: <span className="font-mono" /> }}
            />
          </p>
        )}
        {job.ewayBill?.partB && (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="job-part-b">
            <p>
              {job.ewayBill.partB.previousVehicleNo
                ? t('job.partBDue', {
                    previous: job.ewayBill.partB.previousVehicleNo,
                    vehicle: job.ewayBill.partB.vehicleNo,
                  })
                : t('job.partBDueNone', { vehicle: job.ewayBill.partB.vehicleNo })}
            </p>
            <PartBDetails partB={job.ewayBill.partB} />
          </div>
        )}
        {/* A fleet's driver sees no earnings (issue 37). */}
        <IfAllowed action="earnings.read">
          <p>
            <Trans
              t={t}
              i18nKey="job.youEarn"
              values={{
                net: formatPaise(job.earning.netPaise),
                fare: formatPaise(job.earning.farePaise),
                percent: job.earning.commissionPercent,
                commission: formatPaise(job.earning.commissionPaise),
              }}
              components={{ 1: <strong /> }}
            />
          </p>
        </IfAllowed>
      </Block>
      {isFinished && job.status === 'Delivered' && !job.shipperRatingGiven && (
        <IfAllowed action="fleet.manage">
          <Block title={t('job.rateTitle')}>
            <RateShipperForm jobId={job.id} />
          </Block>
        </IfAllowed>
      )}
    </div>
  );
}
