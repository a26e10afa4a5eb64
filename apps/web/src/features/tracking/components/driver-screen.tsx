import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  ErrorBox,
  Field,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/field';
import { useDriverJob } from '../api/get-driver-job';
import type { DriverJob, DriverStatus } from '@logisaathi/domain';
import { useUpdateDriverStatus } from '../api/update-driver-status';
import { usePositionSharing, type SharingState } from '../hooks/use-position-sharing';
import { formatIstTimeSeconds, slotLabel } from '../../../lib/format';
import { TrackingStatusBadge } from './tracking-status-badge';
import { Digipin } from '../../../components/ui/digipin';

const SHARING_TEXT: Record<SharingState, string> = {
  starting: 'Waiting for your location... Allow location access when the phone asks.',
  sharing: 'Sharing your location while this page is open.',
  denied: 'Location access is blocked. Allow location for this site in the browser settings, then reload.',
  unavailable: 'Your location is not available right now. Move to open sky or turn on GPS.',
  stopped: 'Location sharing has stopped: the job is finished.',
};

const BUTTON_LABELS: Record<DriverStatus, string> = {
  'Picked Up': 'Mark Picked Up',
  'In Transit': 'Mark In Transit',
  'Out for Delivery': 'Mark Out for Delivery',
  Delivered: 'Mark Delivered',
  Failed: 'Mark Failed',
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <div className="space-y-1 text-sm">{children}</div>
    </section>
  );
}

function Stop({ end, title }: { end: DriverJob['pickup']; title: string }) {
  return (
    <>
      <p>{end.address}</p>
      <Digipin point={end.coordinates} label={`${title} DIGIPIN`} />
      {end.contactPerson && <p>Contact: {end.contactPerson}</p>}
      {end.contactPhone && (
        <p>
          <a className="font-medium text-indigo-700 underline" href={`tel:+91${end.contactPhone}`}>
            Call +91 {end.contactPhone}
          </a>
        </p>
      )}
      {end.instructions && <p className="text-slate-700">Instructions: {end.instructions}</p>}
      <p>
        <a
          className="text-indigo-700 underline"
          href={`https://www.google.com/maps/dir/?api=1&destination=${end.coordinates.lat},${end.coordinates.lon}`}
          target="_blank"
          rel="noreferrer"
        >
          Open in maps
        </a>
      </p>
    </>
  );
}

function StatusActions({ token, job }: { token: string; job: DriverJob }) {
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
    <Block title="Update the job">
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
              {BUTTON_LABELS[s]}
            </button>
          ))}
        </div>
      )}
      {pending && (
        <form onSubmit={confirm} className="space-y-2">
          {pending === 'Delivered' ? (
            <Field
              label="Delivery code"
              hint="Ask the consignee for the 4-digit code."
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
            <Field label="Reason" error={fieldError?.find((f) => f.field === 'reason')?.msg}>
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
              {pending === 'Delivered' ? 'Confirm delivery' : 'Confirm failed delivery'}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setPending(null)}>
              Back
            </button>
          </div>
        </form>
      )}
    </Block>
  );
}

function LocationSharing({ token, job }: { token: string; job: DriverJob }) {
  const sharing = usePositionSharing(token, job.positionIntervalS, !job.isFinished);
  return (
    <Block title="Your location">
      <p data-testid="sharing-state">{SHARING_TEXT[sharing.state]}</p>
      {sharing.lastSentAt && (
        <p data-testid="last-sent">Last sent at {formatIstTimeSeconds(sharing.lastSentAt)}</p>
      )}
      {sharing.error && <p className="text-red-700">{sharing.error}</p>}
      {!job.isFinished && (
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={sharing.sendNow}>
          Send location now
        </button>
      )}
    </Block>
  );
}

/** The driver's mobile page behind /driver/{token}: the job, the steps, and location sharing. No account. */
export function DriverScreen({ token }: { token: string }) {
  const jobQuery = useDriverJob(token);
  const job = jobQuery.data;
  if (jobQuery.isPending) return <p className="p-6 text-center text-slate-600">Loading your job...</p>;
  if (!job) {
    return (
      <div className="mx-auto max-w-md p-6">
        <h1 className="mb-3 text-xl font-bold">LogiSaathi driver</h1>
        <ErrorBox message={jobQuery.error?.message ?? 'This driver link is not valid any more.'} />
      </div>
    );
  }
  const revoked = jobQuery.error instanceof ApiError && jobQuery.error.status === 401;
  return (
    <div className="mx-auto max-w-md space-y-4 p-4">
      <header>
        <p className="text-sm text-slate-600">
          LogiSaathi driver · {job.driver.name} · {job.driver.vehicleNumber}
        </p>
        <h1 className="text-xl font-bold">
          Job <span className="font-mono">{job.deliveryId}</span>
        </h1>
        <p className="mt-1">
          <TrackingStatusBadge status={job.status} />
        </p>
      </header>
      {revoked && <ErrorBox message={jobQuery.error?.message ?? null} />}
      {job.isFinished ? (
        <Block title="Job finished">
          <p>This job is {job.status}. Thank you!</p>
        </Block>
      ) : (
        !revoked && (
          <>
            <LocationSharing token={token} job={job} />
            <StatusActions token={token} job={job} />
          </>
        )
      )}
      <Block title="Pickup">
        <Stop end={job.pickup} title="Pickup" />
      </Block>
      <Block title="Drop">
        <Stop end={job.drop} title="Drop" />
      </Block>
      <Block title="Package">
        <p>
          {job.package.type}
          {job.package.name ? ` (${job.package.name})` : ''}, {job.package.weightKg} kg
        </p>
        {job.package.specialInstructions && <p>Instructions: {job.package.specialInstructions}</p>}
        <p>
          Deliver on {job.schedule.deliveryDate}, {slotLabel(job.schedule.timeSlot)}
        </p>
      </Block>
    </div>
  );
}
