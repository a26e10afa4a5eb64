import { EXCEPTION_REASON_LABELS, type ExceptionReason, type JobProgressStatus } from '@logisaathi/domain';
import { pickupRefusal } from './pickup-rules';
import { AppError } from '../../lib/app-error';
import { findByAssignmentId, moveAssignment, type TokenContext } from '../tracking/tracking-repository';
import { userKey } from '../../lib/live-events';
import { applyDriverStatus } from '../tracking/update-driver-status';
import { updateJob, type JobRow } from '../partners/jobs-repository';
import { requireJob } from './list-jobs';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { replanJobDay } from '../day-plans/replan-on-write';

/** The job's tracking assignment: statuses and positions go through live tracking's own use-cases. */
export async function jobContext(deps: PartnerJobsDeps, job: JobRow): Promise<TokenContext> {
  const context = await findByAssignmentId(deps.db, job.assignmentId);
  if (!context || context.assignment.revokedAt) {
    throw new AppError('conflict', 'This job is no longer assigned to your vehicle');
  }
  return context;
}

/**
 * POST /partners/jobs/{id}/status: Picked Up, In Transit, Out for Delivery, one step at a time (409 otherwise).
 * Picked Up only inside the slot (or earlier with the shipper's consent) and with the e-way bill number when
 * one is needed (409 with the reason).
 */
export async function updateJobStatus(
  deps: PartnerJobsDeps,
  partnerId: string,
  jobId: string,
  status: JobProgressStatus,
  now: Date,
): Promise<void> {
  const job = await requireJob(deps.db, partnerId, jobId);
  const context = await jobContext(deps, job);
  if (status === 'Picked Up' && context.delivery.status === 'Scheduled') {
    const refusal = pickupRefusal(context.delivery, now);
    if (refusal) throw new AppError('conflict', refusal);
  }
  await applyDriverStatus(deps, context, { status }, now);
  // On board: the job now stays on this vehicle, and the rest of the day is planned around it.
  if (status === 'Picked Up')
    await replanJobDay(deps.db, moveAssignment, deps.log, partnerId, job.deliveryRowId, now);
  await deps.events.publish(userKey(partnerId), 'job', { jobId: job.id });
}

/**
 * POST /partners/jobs/{id}/exception: the delivery becomes Failed with the reason (its label, and the note) in
 * its status trail and in the shipper's alert; the job records the reason code. One transaction.
 */
export async function reportException(
  deps: PartnerJobsDeps,
  partnerId: string,
  jobId: string,
  input: { reason: ExceptionReason; note?: string | undefined },
  now: Date,
): Promise<void> {
  const job = await requireJob(deps.db, partnerId, jobId);
  const label = EXCEPTION_REASON_LABELS[input.reason];
  const reason = input.note ? `${label}: ${input.note}` : label;
  await applyDriverStatus(
    deps,
    await jobContext(deps, job),
    { status: 'Failed', reason },
    now,
    async (tx) => {
      await updateJob(tx, job.id, {
        exceptionReason: input.reason,
        exceptionNote: input.note ?? null,
        exceptionAt: now,
        completedAt: now,
      });
    },
  );
  await deps.events.publish(userKey(partnerId), 'job', { jobId: job.id });
}
