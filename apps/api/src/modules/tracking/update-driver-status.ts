import { canTransition, formatRegistrationNumber, type DeliveryStatus } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { serverText, type ApiText } from '../../lib/texts';
import { issueDeliveryInvoice } from '../billing/issue-delivery-invoice';
import { consignmentFacts } from './consignment-facts';
import { changeDeliveryStatus } from '../deliveries/change-delivery-status';
import { findDriverContext } from './find-driver-context';
import { toDriverJobDto, type DriverJobDto } from './get-driver-job';
import type { TrackingDeps } from './tracking-deps';
import { deliveryKey } from '../../lib/live-events';
import { recordCodeFailure, resetCodeFailures, type TokenContext } from './tracking-repository';
import type { DbOrTx } from '../../db/client';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { DriverStatusInput } from '@logisaathi/domain';
import { isSameCode } from './tracking-secrets';

/** Wrong codes allowed before the code locks, and for how long (4 digits: guessing takes weeks at this rate). */
export const MAX_CODE_FAILURES = 5;
export const CODE_LOCK_MS = 15 * 60_000;

export const CODE_REQUIRED = 'Enter the 4-digit delivery code from the consignee';
export const CODE_WRONG = 'Wrong delivery code. Ask the consignee for the 4-digit code.';
export const CODE_LOCKED = 'Too many wrong delivery codes. Try again in 15 minutes or call the business.';
export const REASON_REQUIRED = 'Please give a reason why the delivery failed';

/**
 * A driver moves the job along (Picked Up, In Transit, Out for Delivery, Delivered, Failed) through the
 * deliveries module's status use-case, which checks the transition and raises the owner's alert in one
 * transaction. Delivered needs the consignee's 4-digit code; Failed needs a reason. After the commit the
 * status is pushed to the delivery's live streams; the alert reaches the owner's bell by the alerts trigger.
 */
export async function updateDriverStatus(
  deps: TrackingDeps,
  token: string,
  input: DriverStatusInput,
  now: Date,
): Promise<DriverJobDto> {
  const context = await findDriverContext(deps.db, token);
  const row = await applyDriverStatus(deps, context, input, now);
  return toDriverJobDto(row, context.assignment);
}

/**
 * The status change itself, for an already-resolved assignment (the driver link above, a partner's job).
 * `afterChange` runs inside the status transaction (a partner job records its completion with the status).
 */
export async function applyDriverStatus(
  deps: TrackingDeps,
  context: TokenContext,
  input: DriverStatusInput,
  now: Date,
  afterChange?: (tx: DbOrTx, row: DeliveryRow) => Promise<void>,
): Promise<DeliveryRow> {
  const { delivery, assignment, tracking } = context;
  const from = delivery.status as DeliveryStatus;
  if (!canTransition(from, input.status)) {
    throw new AppError('conflict', serverText('delivery.cannotMark', { from, to: input.status }));
  }
  const driver = { name: assignment.driverName, vehicle: formatRegistrationNumber(assignment.vehicleNumber) };
  let note: ApiText = serverText('delivery.updatedByDriver', driver);
  if (input.status === 'Failed') {
    if (!input.reason || input.reason.length < 3) throw AppError.validation('reason', REASON_REQUIRED);
    note = `${input.reason} (driver ${assignment.driverName})`;
  }
  if (input.status === 'Delivered') {
    if (tracking.codeLockedUntil && tracking.codeLockedUntil > now)
      throw new AppError('rate_limited', CODE_LOCKED);
    if (!input.code) throw AppError.validation('code', CODE_REQUIRED);
    if (!isSameCode(tracking.deliveryCode, input.code)) {
      const failures = await recordCodeFailure(
        deps.db,
        delivery.id,
        MAX_CODE_FAILURES,
        new Date(now.getTime() + CODE_LOCK_MS),
      );
      if (failures === 0) throw new AppError('rate_limited', CODE_LOCKED);
      throw new AppError('unprocessable', CODE_WRONG, [{ field: 'code', msg: CODE_WRONG }]);
    }
    await resetCodeFailures(deps.db, delivery.id);
    note = serverText('delivery.codeConfirmedByDriver', driver);
  }
  const row = await changeDeliveryStatus(deps.db, {
    deliveryRowId: delivery.id,
    userId: null,
    to: input.status,
    note,
    now,
    ...(afterChange ? { afterChange } : {}),
    issueInvoice: (tx, delivered, at) =>
      issueDeliveryInvoice(tx, deps.platform, consignmentFacts, delivered, at),
    // The code was checked above.
    proof: { kind: 'code-checked' },
  });
  const entry = row.statusHistory.at(-1);
  await deps.events.publish(deliveryKey(row.id), 'status', {
    status: row.status,
    at: entry?.at ?? now.toISOString(),
    note: entry?.note ?? null,
  });
  return row;
}
