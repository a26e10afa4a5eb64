import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  VEHICLE_BODY_TYPE_LABELS,
  formatEwbNumber,
  formatPaise,
  formatValidUntil,
  isFinalStatus,
  type Job,
  type JobProgressStatus,
} from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useJob } from '../api/get-job';
import { useUpdateJobStatus } from '../api/update-job';
import { formatIstDateTime, formatKg, formatKm, formatSizeCm } from './format';
import { formatDay, slotLabel } from '../../../lib/format';
import { JobExceptionForm } from './job-exception-form';
import { JobStops } from './job-stops';
import { ProofOfDeliveryForm } from './proof-of-delivery-form';
import { RateShipperForm } from './rate-shipper-form';
import { Digipin } from '../../../components/ui/digipin';

const BUTTON_LABELS: Record<JobProgressStatus, string> = {
  'Picked Up': 'Mark Picked Up',
  'In Transit': 'Mark In Transit',
  'Out for Delivery': 'Mark Out for Delivery',
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <div className="space-y-1 text-sm">{children}</div>
    </section>
  );
}

function JobActions({ job }: { job: Job }) {
  const update = useUpdateJobStatus();
  const [panel, setPanel] = useState<'proof' | 'exception' | null>(null);
  if (panel === 'proof')
    return (
      <Block title="Complete the delivery">
        <ProofOfDeliveryForm job={job} onCancel={() => setPanel(null)} />
      </Block>
    );
  if (panel === 'exception')
    return (
      <Block title="Report a problem">
        <JobExceptionForm job={job} onCancel={() => setPanel(null)} />
      </Block>
    );
  return (
    <Block title="Update the job">
      <ErrorBox message={update.error?.message ?? null} />
      <div className="grid gap-2">
        {job.nextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className={primaryButtonClass}
            disabled={update.isPending}
            onClick={() => update.mutate({ jobId: job.id, status })}
          >
            {BUTTON_LABELS[status]}
          </button>
        ))}
        {job.status === 'Out for Delivery' && (
          <button type="button" className={primaryButtonClass} onClick={() => setPanel('proof')}>
            Complete delivery
          </button>
        )}
        <button type="button" className={secondaryButtonClass} onClick={() => setPanel('exception')}>
          Report a problem
        </button>
      </div>
    </Block>
  );
}

/** One job: the stops with navigation, the customer's phone, the status steps, proof of delivery. */
export function JobDetailScreen({ jobId }: { jobId: string }) {
  const jobQuery = useJob(jobId);
  const job = jobQuery.data;
  if (jobQuery.isPending) return <p className="text-slate-600">Loading the job...</p>;
  if (!job)
    return (
      <div className="space-y-3">
        <ErrorBox message={jobQuery.error?.message ?? 'Job not found'} />
        <Link to={paths.partnerJobs} className="text-indigo-700 underline">
          Back to my jobs
        </Link>
      </div>
    );
  const isFinished = isFinalStatus(job.status);
  const size = formatSizeCm(job.package.dimensionsCm);

  return (
    <div className="space-y-4">
      <header>
        <Link to={paths.partnerJobs} className="text-sm text-indigo-700 underline">
          ← My jobs
        </Link>
        <h1 className="mt-1 text-xl font-bold">
          Job <span className="font-mono">{job.deliveryId}</span>
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
        <Block title="Delivered">
          <p>
            Received by {job.proofOfDelivery.receiverName} at{' '}
            {formatIstDateTime(job.proofOfDelivery.deliveredAt)}
          </p>
          <Digipin point={job.proofOfDelivery} label="Proof of delivery DIGIPIN" />
        </Block>
      )}
      {job.exception && (
        <Block title="Delivery failed">
          <p>{job.exception.label}</p>
          {job.exception.note && <p className="text-slate-700">{job.exception.note}</p>}
        </Block>
      )}
      <Block title="Customer">
        <p>{job.customer.name}</p>
        {job.customer.phone && (
          <p>
            <a className="font-medium text-indigo-700 underline" href={`tel:+91${job.customer.phone}`}>
              Call +91 {job.customer.phone}
            </a>
          </p>
        )}
      </Block>
      <JobStops job={job} />
      <Block title="Load and earning">
        <p>
          {job.package.type}
          {job.package.name ? ` (${job.package.name})` : ''}, {formatKg(job.package.weightKg)}
          {size && `, ${size}`}
        </p>
        {job.package.specialInstructions && <p>Instructions: {job.package.specialInstructions}</p>}
        <p>Road distance {formatKm(job.roadKm)}</p>
        <p>
          Vehicle <span className="font-mono">{job.vehicle.registrationDisplay}</span> ·{' '}
          {VEHICLE_BODY_TYPE_LABELS[job.vehicle.bodyType]}
          {job.driver && ` · driver ${job.driver.name}`}
        </p>
        {job.ewayBill && (
          <p data-testid="job-eway-bill">
            E-way bill <span className="font-mono">{formatEwbNumber(job.ewayBill.number)}</span>
            {job.ewayBill.validUntilDay && `, valid ${formatValidUntil(job.ewayBill.validUntilDay)}`}. Carry
            it with the goods.
          </p>
        )}
        <p>
          You earn <strong>{formatPaise(job.earning.netPaise)}</strong> (fare{' '}
          {formatPaise(job.earning.farePaise)} − {job.earning.commissionPercent}% commission{' '}
          {formatPaise(job.earning.commissionPaise)})
        </p>
      </Block>
      {isFinished && job.status === 'Delivered' && !job.shipperRatingGiven && (
        <Block title="Rate the shipper">
          <RateShipperForm jobId={job.id} />
        </Block>
      )}
    </div>
  );
}
