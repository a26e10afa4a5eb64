/*
 * Compliance documents: RC, insurance, pollution certificate (PUC) and permit per vehicle, driving licence per
 * driver, each with an expiry date. A document is valid through its expiry date (IST calendar day) and expired
 * from the next day on. Alerts go to the partner 15 days and 1 day before expiry, and on the day it expires.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { addDaysToIsoDate, istToday, parseIsoDate } from '../ist-time';
import { serverText, type ServerText } from '../i18n/server';

export const VEHICLE_DOCUMENT_KINDS = ['rc', 'insurance', 'puc', 'permit'] as const;
export const DRIVER_DOCUMENT_KINDS = ['licence'] as const;
export const PARTNER_DOCUMENT_KINDS = [...VEHICLE_DOCUMENT_KINDS, ...DRIVER_DOCUMENT_KINDS] as const;
export type VehicleDocumentKind = (typeof VEHICLE_DOCUMENT_KINDS)[number];
export type PartnerDocumentKind = (typeof PARTNER_DOCUMENT_KINDS)[number];

export const PARTNER_DOCUMENT_LABELS: Record<PartnerDocumentKind, string> = {
  rc: 'Registration certificate (RC)',
  insurance: 'Insurance',
  puc: 'Pollution certificate (PUC)',
  permit: 'Permit',
  licence: 'Driving licence',
};

/** Every one of these must be on file and unexpired before a vehicle can go online or take a job. */
export const VEHICLE_REQUIRED_DOCUMENTS: readonly VehicleDocumentKind[] = VEHICLE_DOCUMENT_KINDS;

/** Days before expiry at which the partner is alerted (and the day itself, 0). */
export const EXPIRY_ALERT_DAYS = [15, 1] as const;
export const EXPIRY_ALERT_STAGES = ['days15', 'days1', 'expired'] as const;
export type ExpiryAlertStage = (typeof EXPIRY_ALERT_STAGES)[number];

/** Longest validity accepted: an RC runs 15 years, a licence up to 20. */
export const DOCUMENT_MAX_YEARS_AHEAD = 20;
/** Upload limit of a document scan (PDF, JPEG, PNG, WebP), like the company documents. */
export const PARTNER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export type DocumentStatus = 'valid' | 'expiring' | 'expired';

/** Whole IST calendar days from today to the expiry date: 0 on the last valid day, negative once expired. */
export function daysUntilExpiry(expiresOn: string, now: Date): number {
  const today = Date.parse(`${istToday(now)}T00:00:00Z`);
  const expiry = Date.parse(`${expiresOn}T00:00:00Z`);
  return Math.round((expiry - today) / 86_400_000);
}

export function isDocumentExpired(expiresOn: string, now: Date): boolean {
  return daysUntilExpiry(expiresOn, now) < 0;
}

/** 'expiring' within the first alert window (15 days). */
export function documentStatus(expiresOn: string, now: Date): DocumentStatus {
  const days = daysUntilExpiry(expiresOn, now);
  if (days < 0) return 'expired';
  return days <= EXPIRY_ALERT_DAYS[0] ? 'expiring' : 'valid';
}

/**
 * The alert stage a document has reached: 'days15' within 15 days, 'days1' on the last day but one and the last
 * day, 'expired' once expired; null while more than 15 days remain. Each stage is alerted once; a document that
 * is already inside a later stage skips the earlier ones.
 */
export function expiryAlertStage(expiresOn: string, now: Date): ExpiryAlertStage | null {
  const days = daysUntilExpiry(expiresOn, now);
  if (days < 0) return 'expired';
  if (days <= EXPIRY_ALERT_DAYS[1]) return 'days1';
  if (days <= EXPIRY_ALERT_DAYS[0]) return 'days15';
  return null;
}

/** The alert text for a stage: a keyed sentence (i18n/server), written in the reader's language when read. */
export function expiryAlertMessage(
  stage: ExpiryAlertStage,
  label: string,
  subject: string,
  expiresOn: string,
): ServerText {
  if (stage === 'expired') return serverText('document.expired', { document: label, subject, on: expiresOn });
  return serverText('document.expiresSoon', {
    document: label,
    subject,
    on: expiresOn,
    ...(stage === 'days1' ? { tomorrow: 'yes' } : {}),
  });
}

/**
 * An operator's review of an uploaded document (issue 33): every upload starts 'pending'; only an 'approved'
 * copy counts towards going online, and a 'rejected' one carries the reason the partner is shown.
 */
export const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

export interface DocumentOnFile {
  /** A PartnerDocumentKind; typed as text so stored rows can be passed as they are. */
  kind: string;
  expiresOn: string;
  /** A DocumentReviewStatus (text, as stored). */
  reviewStatus: string;
  reviewReason?: string | null;
}

export const complianceSchema = z.object({
  canTakeJobs: z.boolean(),
  /** Why not, one sentence each ('Insurance has expired', 'Permit is missing'). */
  problems: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
});
export type Compliance = z.infer<typeof complianceSchema>;

/** Where one required document stands: usable, or why not. */
type DocumentStanding =
  | { state: 'ok' }
  | { state: 'pending' }
  | { state: 'rejected'; reason: string }
  | { state: 'expired'; on: string }
  | { state: 'missing' };

/**
 * One kind's standing: usable when an approved copy is unexpired. With several approved uploads of one kind, the
 * latest expiry counts (a renewal is uploaded before the old one lapses, and the approved copy keeps counting
 * while the renewal waits for review). Without a usable approved copy, the standing names the uploads' state:
 * awaiting review, expired, rejected with the latest reason, or missing.
 */
function documentStanding(documents: readonly DocumentOnFile[], kind: string, now: Date): DocumentStanding {
  const ofKind = documents.filter((d) => d.kind === kind);
  const latest = latestExpiry(
    ofKind.filter((d) => d.reviewStatus === 'approved'),
    kind,
  );
  if (latest !== null && !isDocumentExpired(latest, now)) return { state: 'ok' };
  if (ofKind.some((d) => d.reviewStatus === 'pending')) return { state: 'pending' };
  if (latest !== null) return { state: 'expired', on: latest };
  const rejected = ofKind.filter((d) => d.reviewStatus === 'rejected');
  if (rejected.length > 0) return { state: 'rejected', reason: rejected.at(-1)?.reviewReason ?? '' };
  return { state: 'missing' };
}

/**
 * Whether a vehicle's documents let it take jobs: every required kind on file, approved by an operator and
 * unexpired (see documentStanding). The problems name each kind's state.
 */
export function vehicleCompliance(documents: readonly DocumentOnFile[], now: Date): Compliance {
  const problems: string[] = [];
  for (const kind of VEHICLE_REQUIRED_DOCUMENTS) {
    const label = PARTNER_DOCUMENT_LABELS[kind];
    const standing = documentStanding(documents, kind, now);
    if (standing.state === 'pending') problems.push(`${label} is awaiting review`);
    else if (standing.state === 'expired') problems.push(`${label} expired on ${standing.on}`);
    else if (standing.state === 'rejected')
      problems.push(`${label} was rejected: ${standing.reason}`.trimEnd());
    else if (standing.state === 'missing') problems.push(`${label} is missing`);
  }
  return { canTakeJobs: problems.length === 0, problems };
}

export function latestExpiry(
  documents: readonly { kind: string; expiresOn: string }[],
  kind: string,
): string | null {
  let latest: string | null = null;
  for (const doc of documents)
    if (doc.kind === kind && (latest === null || doc.expiresOn > latest)) latest = doc.expiresOn;
  return latest;
}

/** Messages for the driver-licence rule. */
export const LICENCE_MESSAGES = {
  missing: 'This driver has no driving licence on file',
  expired: (on: string) => `This driver's driving licence expired on ${on}`,
  pending: "This driver's driving licence is awaiting review",
  rejected: (reason: string) => `This driver's driving licence was rejected: ${reason}`.trimEnd(),
} as const;

/**
 * A driver (an owner-driver's own record too) may be paired with a vehicle, take it online and drive jobs only
 * with a driving licence document that an operator approved and that is unexpired, like a vehicle's documents
 * (issue 33); null when fine. `documents` are the driver's uploads (other kinds are ignored).
 */
export function licenceProblem(documents: readonly DocumentOnFile[], now: Date): string | null {
  const standing = documentStanding(documents, 'licence', now);
  switch (standing.state) {
    case 'ok':
      return null;
    case 'pending':
      return LICENCE_MESSAGES.pending;
    case 'expired':
      return LICENCE_MESSAGES.expired(standing.on);
    case 'rejected':
      return LICENCE_MESSAGES.rejected(standing.reason);
    case 'missing':
      return LICENCE_MESSAGES.missing;
  }
}

/** An expiry date field: a real calendar day, today or later (an expired document is refused), at most 20 years ahead. */
export function expiryDateSchema(now: Date, label = 'Expiry date') {
  const today = istToday(now);
  const latest = addDaysToIsoDate(today, DOCUMENT_MAX_YEARS_AHEAD * 366);
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(10, `${label} must be a date like 2027-03-31`)
    .superRefine((value, ctx) => {
      if (value.length === 0) return;
      if (!parseIsoDate(value))
        ctx.addIssue({ code: 'custom', message: `${label} must be a date like 2027-03-31` });
      else if (value < today)
        ctx.addIssue({ code: 'custom', message: `${label} has passed: this document has expired` });
      else if (value > latest)
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be within ${DOCUMENT_MAX_YEARS_AHEAD} years`,
        });
    });
}

/** Text fields of the multipart upload POST /api/partners/{vehicles|drivers}/{id}/documents (the file is 'file'). */
export function documentUploadFieldsSchema(now: Date) {
  return z.object({
    kind: z.enum(PARTNER_DOCUMENT_KINDS, { error: 'Choose the document type' }),
    expiresOn: expiryDateSchema(now),
  });
}
export type DocumentUploadFields = z.infer<ReturnType<typeof documentUploadFieldsSchema>>;

export const documentSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  kind: z.enum(PARTNER_DOCUMENT_KINDS),
  expiresOn: z.string().max(RESPONSE_TEXT_MAX.instant),
  status: z.enum(['valid', 'expiring', 'expired']),
  fileName: z.string().max(RESPONSE_TEXT_MAX.name),
  mimeType: z.string().max(RESPONSE_TEXT_MAX.name),
  sizeBytes: z.number(),
  sha256: z.string().max(RESPONSE_TEXT_MAX.code),
  uploadedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  /** The operator's review (issue 33); optional so that a document described before review existed still reads. */
  reviewStatus: z.enum(DOCUMENT_REVIEW_STATUSES).optional(),
  /** Why an operator rejected it. */
  reviewReason: z.string().max(RESPONSE_TEXT_MAX.text).nullable().optional(),
  /** Owner-only download path under /api. */
  downloadUrl: z.string().max(RESPONSE_TEXT_MAX.url),
});
export type PartnerDocument = z.infer<typeof documentSchema>;

export const documentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ document: documentSchema }),
});
