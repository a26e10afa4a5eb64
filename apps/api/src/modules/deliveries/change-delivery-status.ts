import { allowedTransitions, canTransition, isFinalStatus, type DeliveryStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { findDelivery, setDeliveryStatus, type DeliveryRow } from './deliveries-repository';
import { statusChangedAlert } from './delivery-alerts';
import { DELIVERY_NOT_FOUND } from './find-delivery-for-user';

export interface ChangeDeliveryStatusArgs {
  /** The row id (`_id`), not the public 'LS...' id. */
  deliveryRowId: string;
  /** The owner acting through the API, or null for the system or a driver (no ownership check). */
  userId: string | null;
  to: DeliveryStatus;
  /** Shown in the status trail and the alert, e.g. a driver's 'Left at reception'. */
  note?: string | null;
  now?: Date;
  /** Runs in the same transaction after the change (e.g. a partner job's completion), so both commit or neither. */
  afterChange?: (tx: DbOrTx, row: DeliveryRow) => Promise<void>;
}

function refusal(from: DeliveryStatus, to: DeliveryStatus): string {
  if (isFinalStatus(from)) return `This delivery is already ${from}; its status can no longer change.`;
  const allowed = allowedTransitions(from);
  const list = `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
  return `A ${from} delivery can move to ${list}, not to ${to}.`;
}

/**
 * The one way a delivery's status changes, for owners (PUT /deliveries/{id}/status) and for live tracking's
 * driver updates alike. Follows the domain's transition rules (Scheduled -> Picked Up -> In Transit -> Out for
 * Delivery -> Delivered; Failed or Cancelled from any status that is not final). In one transaction it locks
 * the row, checks the move, records it in the status trail and raises the owner's alert; two concurrent
 * updates are serialised by the row lock, so the second is judged against the first's result.
 *
 * Throws AppError not_found (404) when the delivery does not exist or is not the user's, conflict (409) when
 * the move is not allowed. Pass an open transaction as `db` to make the change part of a larger one.
 */
export async function changeDeliveryStatus(db: DbOrTx, args: ChangeDeliveryStatusArgs): Promise<DeliveryRow> {
  const now = args.now ?? new Date();
  const note = args.note?.trim() ? args.note.trim() : null;
  return db.transaction(async (tx) => {
    const current = await findDelivery(tx, args.deliveryRowId, args.userId, { forUpdate: true });
    if (!current) throw AppError.notFound(DELIVERY_NOT_FOUND);
    const from = current.status as DeliveryStatus;
    if (!canTransition(from, args.to)) throw new AppError('conflict', refusal(from, args.to));
    const row = await setDeliveryStatus(
      tx,
      current.id,
      { status: args.to, at: now.toISOString(), note },
      now,
    );
    await raiseAlert(tx, row.userId, statusChangedAlert(row, note));
    if (args.afterChange) await args.afterChange(tx, row);
    return row;
  });
}
