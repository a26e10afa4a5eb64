import {
  EXCEPTION_KIND_LABELS,
  EXCEPTION_MESSAGES,
  parseExceptionId,
  TEXT_MAX,
  type DeliveryRowId,
  type ExceptionOutcome,
  type OpsException,
} from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import { deliveryDisputes, exceptionResolutions } from './exception-tables';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { userKey } from '../../lib/live-events';
import { raiseAlert } from '../alerts/raise-alert';
import { creditInvoice } from '../billing/credit-invoice';
import { findInvoiceOfDelivery } from '../billing/billing-repository';
import { findDelivery } from '../deliveries/deliveries-repository';
import { notifyUser } from '../notifications/notify';
import { audited, type Actor } from '../ops/audit-log';
import { findJobByDelivery } from '../partners/jobs-repository';
import { findException } from './ops-exceptions';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { serverText } from '../../lib/texts';

/** The in-app alert each side reads (stored with its key, written in the reader's language when read). */
export const opsAnswerMessage = (deliveryId: string, message: string) =>
  serverText('delivery.opsAnswer', { id: deliveryId, message });

const brief = (e: OpsException) => ({
  kind: e.kind,
  deliveryId: e.deliveryId,
  deliveryStatus: e.deliveryStatus,
  status: e.resolution ? 'resolved' : 'open',
});

const notFound = () => AppError.notFound(EXCEPTION_MESSAGES.exceptionNotFound);

/**
 * POST /api/ops/exceptions/{id}/resolve: the operator's answer, in one transaction with its audit entry. The
 * delivery row is locked first, so two operators answering at once give one answer (the second gets 409; the
 * unique indexes of exception_resolutions stand behind it). 'refund' issues a credit note for all that is left on
 * the delivery's invoice (billing's creditInvoice, which alerts the business of it). Each side gets its message
 * as an in-app alert and through the notification outbox (push and e-mail by default, as the user chose); the
 * partner's open job screen is told to reload.
 */
export async function resolveException(
  deps: PartnerJobsDeps,
  actor: Actor,
  id: string,
  input: { outcome: ExceptionOutcome; shipperMessage: string; partnerMessage?: string | undefined },
  now: Date,
): Promise<OpsException> {
  const parsed = parseExceptionId(id);
  if (!parsed) throw notFound();
  const { kind, ref } = parsed;
  let resolved: OpsException;
  try {
    resolved = await audited(
      deps.db,
      actor,
      {
        action: 'exception.resolved',
        targetType: 'exception',
        targetId: id,
        reason: input.shipperMessage,
        before: async (tx) => {
          const found = await findException(tx, kind, ref);
          return found ? brief(found) : null;
        },
      },
      async (tx) => {
        const seen = await findException(tx, kind, ref);
        if (!seen) throw notFound();
        const delivery = await findDelivery(tx, seen.deliveryRowId as DeliveryRowId, null, {
          forUpdate: true,
        });
        const exception = delivery ? await findException(tx, kind, ref) : undefined;
        if (!delivery || !exception) throw notFound();
        if (exception.resolution) throw new AppError('conflict', EXCEPTION_MESSAGES.alreadyResolved);
        const partnerMessage = exception.partner ? input.partnerMessage : undefined;
        if (exception.partner && !partnerMessage)
          throw AppError.validation('partnerMessage', EXCEPTION_MESSAGES.partnerMessageRequired);

        let creditNoteId: string | null = null;
        if (input.outcome === 'refund') {
          const invoice = await findInvoiceOfDelivery(tx, delivery.id);
          if (!invoice) throw new AppError('conflict', EXCEPTION_MESSAGES.noInvoice);
          const note = await creditInvoice(
            tx,
            invoice.id,
            { reason: `${EXCEPTION_KIND_LABELS[kind]}: ${input.shipperMessage}`.slice(0, TEXT_MAX.freeText) },
            now,
          );
          creditNoteId = note.id;
        }
        await tx.insert(exceptionResolutions).values({
          kind,
          deliveryRowId: delivery.id,
          disputeId: kind === 'dispute' ? ref : null,
          outcome: input.outcome,
          shipperMessage: input.shipperMessage,
          partnerMessage: partnerMessage ?? null,
          partnerId: exception.partner?.id ?? null,
          creditNoteId,
          resolvedBy: actor.id,
          resolvedByEmail: actor.email,
          resolvedAt: now,
        });
        if (kind === 'dispute')
          await tx.update(deliveryDisputes).set({ resolvedAt: now }).where(eq(deliveryDisputes.id, ref));

        const tell = async (
          userId: string,
          message: string,
          event: 'exception-resolved' | 'job-exception-resolved',
        ) => {
          await raiseAlert(tx, userId, {
            type: 'info',
            title: EXCEPTION_MESSAGES.resolvedTitle,
            message: opsAnswerMessage(delivery.deliveryId, message),
            status: 'active',
            priority: 'high',
            shipmentId: delivery.deliveryId,
          });
          await notifyUser(tx, {
            userId,
            event,
            variables: { code: delivery.deliveryId, message },
            deliveryRowId: delivery.id,
          });
        };
        await tell(delivery.userId, input.shipperMessage, 'exception-resolved');
        if (exception.partner && partnerMessage)
          await tell(exception.partner.id, partnerMessage, 'job-exception-resolved');
        const after = await findException(tx, kind, ref);
        if (!after) throw notFound();
        return after;
      },
      (e) => ({ ...brief(e), resolution: e.resolution }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', EXCEPTION_MESSAGES.alreadyResolved);
    throw err;
  }
  if (resolved.partner) {
    const job = await findJobByDelivery(deps.db, resolved.deliveryRowId as DeliveryRowId);
    if (job) await deps.events.publish(userKey(job.partnerId), 'job', { jobId: job.id });
  }
  return resolved;
}
