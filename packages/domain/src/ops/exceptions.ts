/*
 * Exceptions (issue 33): what went wrong on a delivery and needs an operator's answer. Four kinds share one
 * queue: a failed delivery, a late pickup (the slot ended with the goods still waiting), a proof of delivery
 * taken far from the drop (the proof's own position flag, POD_FAR_FROM_DROP_KM, 1 km by default), and a dispute
 * the shipper raised with 'Report a problem'. Each gets one resolution: an outcome, a message to the business and
 * (when a truck partner carried it) a message to the partner. Request and response shapes shared by API and web.
 */
import { z } from 'zod';
import { ID_MAX_LENGTH, RESPONSE_TEXT_MAX, TEXT_MAX } from '../limits';

export const DISPUTE_REASONS = ['damaged', 'missing_items', 'late', 'overcharged', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  damaged: 'Damaged goods',
  missing_items: 'Missing items',
  late: 'Late delivery',
  overcharged: 'Overcharged',
  other: 'Something else',
};

export const EXCEPTION_KINDS = ['dispute', 'failed', 'late-pickup', 'proof-far'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];
export const EXCEPTION_KIND_LABELS: Readonly<Record<ExceptionKind, string>> = {
  dispute: 'Dispute',
  failed: 'Failed delivery',
  'late-pickup': 'Late pickup',
  'proof-far': 'Proof far from the drop',
};

/** What the operator decided. 'refund' issues a credit note for all that is left on the delivery's invoice. */
export const EXCEPTION_OUTCOMES = ['resolved', 'refund', 'no-action'] as const;
export type ExceptionOutcome = (typeof EXCEPTION_OUTCOMES)[number];
export const EXCEPTION_OUTCOME_LABELS: Readonly<Record<ExceptionOutcome, string>> = {
  resolved: 'Resolved',
  refund: 'Refunded by credit note',
  'no-action': 'No action needed',
};

export const DISPUTE_DESCRIPTION_MIN = 10;

export const EXCEPTION_MESSAGES = {
  reasonRequired: 'Choose what went wrong',
  descriptionRequired: 'Describe the problem (at least 10 characters)',
  descriptionTooLong: `Description must be at most ${TEXT_MAX.freeText} characters`,
  alreadyOpen: 'You have already reported a problem on this delivery. LogiSaathi will answer it first.',
  disputeRaised: 'Problem reported. LogiSaathi operations will look into it and reply here.',
  exceptionNotFound: 'Exception not found',
  alreadyResolved: 'This exception has already been resolved',
  outcomeRequired: 'Choose an outcome',
  shipperMessageRequired: 'Write a message to the business (at least 3 characters)',
  partnerMessageRequired: 'Write a message to the truck partner (at least 3 characters)',
  messageTooLong: `Message must be at most ${TEXT_MAX.freeText} characters`,
  noInvoice: 'This delivery has no tax invoice to refund yet',
  resolvedTitle: 'LogiSaathi answered a problem',
  disputeTitle: 'Problem reported',
} as const;

/** POST /api/deliveries/{id}/disputes: the shipper's 'Report a problem'. */
export const raiseDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: EXCEPTION_MESSAGES.reasonRequired }),
  description: z
    .string({ error: EXCEPTION_MESSAGES.descriptionRequired })
    .trim()
    .min(DISPUTE_DESCRIPTION_MIN, EXCEPTION_MESSAGES.descriptionRequired)
    .max(TEXT_MAX.freeText, EXCEPTION_MESSAGES.descriptionTooLong),
});
export type RaiseDispute = z.input<typeof raiseDisputeSchema>;

const message = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(3, required)
    .max(TEXT_MAX.freeText, EXCEPTION_MESSAGES.messageTooLong);

/**
 * POST /api/ops/exceptions/{id}/resolve. The partner's message is needed only when a partner carried the
 * delivery (the API says so with a field error); otherwise it is left out.
 */
export const resolveExceptionSchema = z.object({
  outcome: z.enum(EXCEPTION_OUTCOMES, { error: EXCEPTION_MESSAGES.outcomeRequired }),
  shipperMessage: message(EXCEPTION_MESSAGES.shipperMessageRequired),
  partnerMessage: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    message(EXCEPTION_MESSAGES.partnerMessageRequired).optional(),
  ),
});
export type ResolveException = z.input<typeof resolveExceptionSchema>;

/** An exception's id: its kind and the row it is about (the dispute for a dispute, else the delivery). */
export const EXCEPTION_ID =
  /^(dispute|failed|late-pickup|proof-far)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const exceptionIdParams = z.object({ id: z.string().max(ID_MAX_LENGTH + 20) });
export function parseExceptionId(id: string): { kind: ExceptionKind; ref: string } | null {
  const match = EXCEPTION_ID.exec(id);
  return match ? { kind: match[1] as ExceptionKind, ref: match[2]! } : null;
}

export const exceptionResolutionSchema = z.object({
  outcome: z.enum(EXCEPTION_OUTCOMES),
  shipperMessage: z.string().max(RESPONSE_TEXT_MAX.text),
  partnerMessage: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  resolvedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  resolvedBy: z.string().max(RESPONSE_TEXT_MAX.name),
  creditNoteNumber: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
});

/** One exception as the operator's queue shows it. */
export const opsExceptionSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  kind: z.enum(EXCEPTION_KINDS),
  deliveryRowId: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryStatus: z.string().max(RESPONSE_TEXT_MAX.code),
  company: z.string().max(RESPONSE_TEXT_MAX.name),
  partner: z
    .object({ id: z.string().max(RESPONSE_TEXT_MAX.id), name: z.string().max(RESPONSE_TEXT_MAX.name) })
    .nullable(),
  raisedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  /** A late pickup whose goods still wait: someone must act now. Listed first. */
  urgent: z.boolean(),
  /** A dispute's reason and description; a failure's reason; null for the others. */
  reason: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  description: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  /** A proof's distance from the drop, metres, and its flag ('far_from_drop' or 'outside_area'). */
  distanceFromDropM: z.number().nullable(),
  positionFlag: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  pickupDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  timeSlot: z.string().max(RESPONSE_TEXT_MAX.code),
  /** Whether the delivery has a tax invoice, so that 'refund' can credit it. */
  hasInvoice: z.boolean(),
  resolution: exceptionResolutionSchema.nullable(),
});
export type OpsException = z.infer<typeof opsExceptionSchema>;

export const EXCEPTIONS_LIST_MAX = 200;
/** GET /api/ops/exceptions: open ones (urgent, then newest first) or resolved ones (latest answer first). */
export const exceptionsQuerySchema = z.object({
  kind: z.enum(EXCEPTION_KINDS).optional(),
  status: z.enum(['open', 'resolved']).default('open'),
});
export const exceptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ exceptions: z.array(opsExceptionSchema).max(EXCEPTIONS_LIST_MAX) }),
});
export const exceptionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ exception: opsExceptionSchema }),
});

/** What the business sees on its delivery: its latest dispute, and LogiSaathi's answers about the delivery. */
export const deliveryDisputeSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string().max(RESPONSE_TEXT_MAX.text),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  status: z.enum(['open', 'resolved']),
});
export type DeliveryDispute = z.infer<typeof deliveryDisputeSchema>;
export const opsAnswerSchema = z.object({
  kind: z.enum(EXCEPTION_KINDS),
  outcome: z.enum(EXCEPTION_OUTCOMES),
  message: z.string().max(RESPONSE_TEXT_MAX.text),
  at: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type OpsAnswer = z.infer<typeof opsAnswerSchema>;
export const OPS_ANSWERS_MAX = 20;
export const deliveryProblemsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    dispute: deliveryDisputeSchema.nullable(),
    answers: z.array(opsAnswerSchema).max(OPS_ANSWERS_MAX),
  }),
});
export type DeliveryProblems = z.infer<typeof deliveryProblemsResponseSchema>['data'];
