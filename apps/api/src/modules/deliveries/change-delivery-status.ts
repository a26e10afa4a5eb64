import crypto from 'node:crypto';
import {
  allowedTransitions,
  canTransition,
  DELIVERED_PROOF_MESSAGES,
  isFinalStatus,
  type DeliveredProof,
  type DeliveryStatus,
  type DeliveryRowId,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { englishOf, isKeyedText, serverText, type ApiText } from '../../lib/texts';
import { raiseAlert } from '../alerts/raise-alert';
import { notifyStatusChange } from '../notifications/notify';
import { findDelivery, setDeliveryStatus, type DeliveryRow } from './deliveries-repository';
import { statusChangedAlert } from './delivery-alerts';
import { DELIVERY_NOT_FOUND } from './find-delivery-for-user';

/** Issues a delivered delivery's tax invoice inside the status change's transaction. */
export type DeliveryInvoicer = (tx: DbOrTx, row: DeliveryRow, now: Date) => Promise<unknown>;

/** The consignee's delivery code of a delivery (modules/tracking keeps it), or undefined before it has one. */
export type ConsigneeCodeOf = (tx: DbOrTx, deliveryRowId: DeliveryRowId) => Promise<string | undefined>;

export interface ChangeDeliveryStatusArgs {
  /** The row id (`_id`), not the public 'LS...' id. */
  deliveryRowId: DeliveryRowId;
  /** The owner acting through the API, or null for the system or a driver (no ownership check). */
  userId: string | null;
  to: DeliveryStatus;
  /** Shown in the status trail and the alert, e.g. a driver's 'Left at reception', or a keyed sentence. */
  note?: ApiText | null;
  now?: Date;
  /** Runs in the same transaction after the change (e.g. a partner job's completion), so both commit or neither. */
  afterChange?: (tx: DbOrTx, row: DeliveryRow) => Promise<void>;
  /**
   * Issues the tax invoice of a move to Delivered in the same transaction (issue 16; modules/billing's, handed
   * down because billing sits above deliveries). Required for Delivered: a delivery is never delivered without
   * its invoice.
   */
  issueInvoice?: DeliveryInvoicer;
  /**
   * Reads the consignee's code an owner's proof is checked against (modules/tracking's, handed down as
   * `issueInvoice` is). Required when the proof gives a code.
   */
  consigneeCodeOf?: ConsigneeCodeOf;
  /**
   * How a move to Delivered is proven. A driver's code was checked by the caller ('code'); an owner sends the
   * consignee's code or marks it delivered with a reason, checked here. Required for Delivered.
   */
  proof?:
    | { kind: 'code-checked' }
    | { code?: string | undefined; reason?: string | undefined; markedByOwner?: boolean | undefined };
}

const PROOF = DELIVERED_PROOF_MESSAGES;

function isSameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The trail entry's note and proof for a move to Delivered, or an error when it is not proven. */
async function provenDelivery(
  tx: DbOrTx,
  deliveryRowId: DeliveryRowId,
  { proof, consigneeCodeOf }: Pick<ChangeDeliveryStatusArgs, 'proof' | 'consigneeCodeOf'>,
  note: ApiText | null,
): Promise<{ note: ApiText | null; proof: DeliveredProof }> {
  if (proof && 'kind' in proof) return { note, proof: 'code' };
  if (proof?.code) {
    if (!consigneeCodeOf)
      throw new Error("an owner's delivery code cannot be checked without the consignee's");
    const expected = await consigneeCodeOf(tx, deliveryRowId);
    if (expected === undefined || !isSameCode(expected, proof.code.trim())) {
      throw new AppError('unprocessable', PROOF.codeWrong, [{ field: 'code', msg: PROOF.codeWrong }]);
    }
    return { note: 'Delivery code confirmed by the owner', proof: 'code' };
  }
  if (proof?.markedByOwner || proof?.reason) {
    const reason = proof.reason?.trim() ?? '';
    if (reason.length < 3) throw AppError.validation('reason', PROOF.reasonTooShort);
    return { note: serverText('delivery.markedDeliveredByOwner', { reason }), proof: 'owner' };
  }
  throw AppError.validation('code', PROOF.proofRequired);
}

function refusal(from: DeliveryStatus, to: DeliveryStatus): ApiText {
  if (isFinalStatus(from)) return serverText('delivery.final', { status: from });
  return serverText('delivery.cannotMove', { from, allowed: allowedTransitions(from), to });
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
  const note = isKeyedText(args.note) ? args.note : args.note?.trim() ? args.note.trim() : null;
  return db.transaction(async (tx) => {
    const current = await findDelivery(tx, args.deliveryRowId, args.userId, { forUpdate: true });
    if (!current) throw AppError.notFound(DELIVERY_NOT_FOUND);
    const from = current.status as DeliveryStatus;
    if (!canTransition(from, args.to)) throw new AppError('conflict', refusal(from, args.to));
    const delivered = args.to === 'Delivered' ? await provenDelivery(tx, current.id, args, note) : null;
    const entryNote = delivered?.note ?? note;
    const row = await setDeliveryStatus(
      tx,
      current.id,
      {
        status: args.to,
        at: now.toISOString(),
        note: entryNote === null ? null : englishOf(entryNote),
        ...(isKeyedText(entryNote) ? { noteKey: entryNote } : {}),
        ...(delivered ? { proof: delivered.proof } : {}),
      },
      now,
    );
    await raiseAlert(tx, row.userId, statusChangedAlert(row, entryNote));
    // The shipper's message when someone else (a driver, a partner, the system) moved its delivery (issue 34).
    if (args.userId === null)
      await notifyStatusChange(tx, row, entryNote === null ? null : englishOf(entryNote));
    if (delivered) {
      if (!args.issueInvoice) throw new Error('a delivery cannot be delivered without its invoice');
      await args.issueInvoice(tx, row, now);
    }
    if (args.afterChange) await args.afterChange(tx, row);
    return row;
  });
}
