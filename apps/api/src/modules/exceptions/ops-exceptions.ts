/*
 * The exceptions queue of the operations console (issue 33): failed deliveries, late pickups (the slot ended with
 * the goods still waiting: partner_jobs.late_alerted_at, late-pickup.ts), proofs of delivery taken far from the
 * drop (the proof's own flag: farther than POD_FAR_FROM_DROP_KM, 1 km by default, or outside the service area;
 * submit-proof.ts) and the disputes businesses raised. Each is read from where it happened; an answer in
 * exception_resolutions closes it. Open ones are listed urgent first (a late pickup whose goods still wait),
 * then newest first; resolved ones by their latest answer.
 */
import {
  EXCEPTIONS_LIST_MAX,
  OPS_ANSWERS_MAX,
  type DeliveryProblems,
  type DeliveryRowId,
  type DisputeReason,
  type ExceptionKind,
  type ExceptionOutcome,
  type OpsAnswer,
  type OpsException,
} from '@logisaathi/domain';
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { creditNoteNumberOf, hasInvoice } from '../billing/billing-repository';
import { deliveryHeadlines, failedDeliveries } from '../deliveries/reads-for-other-modules';
import { flaggedProofs, jobExceptions } from '../partners/jobs-repository';
import { findContacts } from '../users/users-repository';
import { deliveryDisputes, exceptionResolutions } from './exception-tables';

interface ExceptionRow {
  kind: ExceptionKind;
  ref: string;
  delivery_row_id: string;
  delivery_id: string;
  delivery_status: string;
  pickup_date: string;
  time_slot: string;
  company: string;
  shipper_id: string;
  partner_id: string | null;
  partner_name: string | null;
  raised_at: string | Date;
  reason: string | null;
  description: string | null;
  distance_m: number | null;
  position_flag: string | null;
  has_invoice: boolean;
  outcome: ExceptionOutcome | null;
  shipper_message: string | null;
  partner_message: string | null;
  resolved_at: string | Date | null;
  resolved_by_email: string | null;
  credit_note_number: string | null;
}

/**
 * Every exception, one row each, wherever it is kept (a failure's reason: the job's, else the trail's note): each
 * owner's subquery (deliveries' `failedDeliveries`, partners' `jobExceptions` and `flaggedProofs`) and this
 * module's disputes.
 */
const SOURCES = sql`(
  select 'failed' as kind, ${failedDeliveries.id}::text as ref, ${failedDeliveries.id} as delivery_row_id,
    ${failedDeliveries.failedAt} as raised_at,
    coalesce(${jobExceptions.reason}, ${failedDeliveries.note}) as reason,
    ${jobExceptions.note} as description, null::int as distance_m, null::text as position_flag
  from ${failedDeliveries} left join ${jobExceptions} on ${jobExceptions.deliveryRowId} = ${failedDeliveries.id}
  union all
  select 'late-pickup', ${jobExceptions.deliveryRowId}::text, ${jobExceptions.deliveryRowId},
    ${jobExceptions.lateAlertedAt}, null, null, null, null
  from ${jobExceptions} where ${jobExceptions.lateAlertedAt} is not null
  union all
  select 'proof-far', ${flaggedProofs.deliveryRowId}::text, ${flaggedProofs.deliveryRowId}, ${flaggedProofs.deliveredAt},
    null, null, ${flaggedProofs.distanceFromDropM}, ${flaggedProofs.positionFlag}
  from ${flaggedProofs}
  union all
  select 'dispute', ds.id::text, ds.delivery_row_id, ds.created_at, ds.reason, ds.description, null, null
  from delivery_disputes ds
)`;

/** The delivery's status in the queries below (deliveries' `deliveryHeadlines`, joined on the source's row id). */
const DELIVERY_STATUS = sql`${deliveryHeadlines.status}`;

function selectExceptions(where: SQL, order: SQL, limit: number): SQL {
  return sql`
    select x.kind, x.ref, x.delivery_row_id, x.raised_at, x.reason, x.description, x.distance_m, x.position_flag,
      ${deliveryHeadlines.deliveryId} as delivery_id, ${DELIVERY_STATUS} as delivery_status,
      ${deliveryHeadlines.pickupDate} as pickup_date, ${deliveryHeadlines.timeSlot} as time_slot,
      ${deliveryHeadlines.userId} as shipper_id, ${jobExceptions.partnerId} as partner_id,
      ${jobExceptions.businessName} as partner_name,
      ${hasInvoice(sql`x.delivery_row_id`)} as has_invoice,
      r.outcome, r.shipper_message, r.partner_message, r.resolved_at, r.resolved_by_email,
      ${creditNoteNumberOf(sql`r.credit_note_id`)} as credit_note_number
    from ${SOURCES} x
    join ${deliveryHeadlines} on ${deliveryHeadlines.id} = x.delivery_row_id
    left join ${jobExceptions} on ${jobExceptions.deliveryRowId} = x.delivery_row_id
    left join exception_resolutions r on (
      (x.kind = 'dispute' and r.dispute_id::text = x.ref)
      or (x.kind <> 'dispute' and r.dispute_id is null and r.kind = x.kind and r.delivery_row_id = x.delivery_row_id))
    where ${where}
    order by ${order}
    limit ${limit}`;
}

/** The exceptions of a query, with their shippers' company names (users' `findContacts`, one query). */
async function readExceptions(db: DbOrTx, query: SQL): Promise<OpsException[]> {
  const rows = executeRows<Omit<ExceptionRow, 'company'>>(await db.execute(query));
  const contacts = await findContacts(db, [...new Set(rows.map((row) => row.shipper_id))]);
  return rows.map((row) => toDto({ ...row, company: contacts.get(row.shipper_id)?.company ?? '' }));
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toDto(row: ExceptionRow): OpsException {
  return {
    id: `${row.kind}.${row.ref}`,
    kind: row.kind,
    deliveryRowId: row.delivery_row_id,
    deliveryId: row.delivery_id,
    deliveryStatus: row.delivery_status,
    company: row.company,
    partner: row.partner_id ? { id: row.partner_id, name: row.partner_name ?? '' } : null,
    raisedAt: iso(row.raised_at),
    urgent: row.outcome === null && row.kind === 'late-pickup' && row.delivery_status === 'Scheduled',
    reason: row.reason,
    description: row.description,
    distanceFromDropM: row.distance_m === null ? null : Number(row.distance_m),
    positionFlag: row.position_flag,
    pickupDate: row.pickup_date,
    timeSlot: row.time_slot,
    hasInvoice: row.has_invoice === true,
    resolution:
      row.outcome && row.resolved_at
        ? {
            outcome: row.outcome,
            shipperMessage: row.shipper_message ?? '',
            partnerMessage: row.partner_message,
            resolvedAt: iso(row.resolved_at),
            resolvedBy: row.resolved_by_email ?? '',
            creditNoteNumber: row.credit_note_number,
          }
        : null,
  };
}

/** GET /api/ops/exceptions. */
export async function listExceptions(
  db: DbOrTx,
  query: { kind?: ExceptionKind | undefined; status: 'open' | 'resolved' },
): Promise<OpsException[]> {
  const conditions: SQL[] = [query.status === 'open' ? sql`r.id is null` : sql`r.id is not null`];
  if (query.kind) conditions.push(sql`x.kind = ${query.kind}`);
  const order =
    query.status === 'open'
      ? sql`(x.kind = 'late-pickup' and ${DELIVERY_STATUS} = 'Scheduled') desc, x.raised_at desc`
      : sql`r.resolved_at desc`;
  return readExceptions(db, selectExceptions(sql.join(conditions, sql` and `), order, EXCEPTIONS_LIST_MAX));
}

/** One exception by its kind and row (dispute id, else delivery row id), open or resolved; undefined if none. */
export async function findException(
  db: DbOrTx,
  kind: ExceptionKind,
  ref: string,
): Promise<OpsException | undefined> {
  const [exception] = await readExceptions(
    db,
    selectExceptions(sql`x.kind = ${kind} and x.ref = ${ref}`, sql`x.raised_at desc`, 1),
  );
  return exception;
}

/** The business's view on its delivery: its latest dispute and every answer LogiSaathi gave about it. */
export async function findDeliveryProblems(db: DbOrTx, deliveryRowId: string): Promise<DeliveryProblems> {
  const [dispute] = await db
    .select()
    .from(deliveryDisputes)
    .where(eq(deliveryDisputes.deliveryRowId, deliveryRowId as DeliveryRowId))
    .orderBy(desc(deliveryDisputes.createdAt))
    .limit(1);
  const answers = await db
    .select()
    .from(exceptionResolutions)
    .where(eq(exceptionResolutions.deliveryRowId, deliveryRowId as DeliveryRowId))
    .orderBy(desc(exceptionResolutions.resolvedAt))
    .limit(OPS_ANSWERS_MAX);
  return {
    dispute: dispute
      ? {
          id: dispute.id,
          reason: dispute.reason as DisputeReason,
          description: dispute.description,
          createdAt: dispute.createdAt.toISOString(),
          status: dispute.resolvedAt ? 'resolved' : 'open',
        }
      : null,
    answers: answers.map((a) => ({
      kind: a.kind as ExceptionKind,
      outcome: a.outcome as ExceptionOutcome,
      message: a.shipperMessage,
      at: a.resolvedAt.toISOString(),
    })),
  };
}

/** The answers LogiSaathi wrote to the partners of these jobs, by job, newest first. */
export async function findPartnerAnswers(
  db: DbOrTx,
  jobs: ReadonlyArray<{ id: string; partnerId: string; deliveryRowId: DeliveryRowId }>,
): Promise<Map<string, OpsAnswer[]>> {
  const out = new Map<string, OpsAnswer[]>();
  if (jobs.length === 0) return out;
  const rows = await db
    .select()
    .from(exceptionResolutions)
    .where(
      and(
        inArray(
          exceptionResolutions.deliveryRowId,
          jobs.map((j) => j.deliveryRowId),
        ),
        isNotNull(exceptionResolutions.partnerMessage),
      ),
    )
    .orderBy(desc(exceptionResolutions.resolvedAt));
  for (const job of jobs) {
    const answers = rows
      .filter((r) => r.deliveryRowId === job.deliveryRowId && r.partnerId === job.partnerId)
      .slice(0, OPS_ANSWERS_MAX)
      .map((r) => ({
        kind: r.kind as ExceptionKind,
        outcome: r.outcome as ExceptionOutcome,
        message: r.partnerMessage ?? '',
        at: r.resolvedAt.toISOString(),
      }));
    out.set(job.id, answers);
  }
  return out;
}
