import {
  documentStatus,
  formatRegistrationNumber,
  OPS_MESSAGES,
  PARTNER_DOCUMENT_LABELS,
  REVIEW_QUEUE_MAX,
  type DocumentReviewStatus,
  type PartnerDocumentKind,
  type ReviewDocument,
} from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import {
  findDocumentById,
  findDocumentForReview,
  listDocumentsForReview,
  recordDocumentReview,
  verifyRegistration,
  type DocumentForReview,
} from '../partners/document-review-repository';
import { findContacts } from '../users/users-repository';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import { isRowId } from '../../lib/row-id';
import { raiseAlert } from '../alerts/raise-alert';
import { audited, type Actor } from './audit-log';

type SelectedRow = DocumentForReview;
type ReviewRow = SelectedRow & { firstName: string; lastName: string; email: string };

/** Each row with its partner's name and email; a row whose account went between the two reads is left out. */
async function withPartnerContacts(db: DbOrTx, rows: SelectedRow[]): Promise<ReviewRow[]> {
  const contacts = await findContacts(
    db,
    rows.map((r) => r.doc.partnerId),
  );
  return rows.flatMap((row) => {
    const contact = contacts.get(row.doc.partnerId);
    return contact
      ? [{ ...row, firstName: contact.firstName, lastName: contact.lastName, email: contact.email }]
      : [];
  });
}

function toReviewDocument(row: ReviewRow, now: Date): ReviewDocument {
  const { doc } = row;
  return {
    id: doc.id,
    kind: doc.kind as PartnerDocumentKind,
    expiresOn: doc.expiresOn,
    status: documentStatus(doc.expiresOn, now),
    fileName: doc.fileName,
    mimeType: doc.contentType,
    sizeBytes: doc.sizeBytes,
    sha256: doc.sha256,
    uploadedAt: doc.uploadedAt.toISOString(),
    reviewStatus: doc.reviewStatus as DocumentReviewStatus,
    reviewReason: doc.reviewReason,
    reviewedAt: doc.reviewedAt?.toISOString() ?? null,
    downloadUrl: `/api/ops/documents/${doc.id}/file`,
    fileUrl: `/api/ops/documents/${doc.id}/file`,
    partnerId: doc.partnerId,
    partnerName: row.businessName || `${row.firstName} ${row.lastName}`.trim(),
    partnerEmail: row.email,
    vehicleId: doc.vehicleId,
    registrationDisplay: row.registration ? formatRegistrationNumber(row.registration) : null,
    driverId: doc.driverId,
    driverName: row.driverName,
    licenceNumber: row.licenceNumber,
  };
}

/** The verification queue: documents in one review state, the oldest upload first while pending. */
export async function listReviewQueue(
  db: Db,
  query: { status: DocumentReviewStatus; kind?: PartnerDocumentKind | undefined },
  now = new Date(),
): Promise<ReviewDocument[]> {
  const rows = await listDocumentsForReview(db, query, REVIEW_QUEUE_MAX);
  return (await withPartnerContacts(db, rows)).map((r) => toReviewDocument(r, now));
}

async function loadForReview(db: DbOrTx, id: string, now: Date): Promise<ReviewDocument> {
  if (!isRowId(id)) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
  const found = await findDocumentForReview(db, id);
  const [row] = found ? await withPartnerContacts(db, [found]) : [];
  if (!row) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
  return toReviewDocument(row, now);
}

const subjectOf = (d: ReviewDocument) =>
  `${PARTNER_DOCUMENT_LABELS[d.kind]} of ${d.registrationDisplay ?? d.driverName ?? ''}`;

/**
 * An operator's decision on a pending document, with its audit entry. Approving an RC verifies the vehicle's
 * registration number: from then on the number is held by that vehicle (409 when another verified vehicle
 * already holds it). The partner gets an alert either way; a rejection says why.
 */
export async function reviewDocument(
  db: Db,
  actor: Actor,
  id: string,
  decision: { approve: true; note?: string | undefined } | { approve: false; reason: string },
  now = new Date(),
): Promise<ReviewDocument> {
  const reason = decision.approve ? (decision.note ?? null) : decision.reason;
  try {
    return await audited(
      db,
      actor,
      {
        action: decision.approve ? 'document.approved' : 'document.rejected',
        targetType: 'partner-document',
        targetId: id,
        reason,
        before: (tx) => loadForReview(tx, id, now),
      },
      async (tx) => {
        const locked = isRowId(id) ? await findDocumentById(tx, id, { forUpdate: true }) : undefined;
        if (!locked) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
        if (locked.reviewStatus !== 'pending') throw new AppError('conflict', OPS_MESSAGES.alreadyReviewed);
        await recordDocumentReview(tx, id, {
          reviewStatus: decision.approve ? 'approved' : 'rejected',
          reviewReason: decision.approve ? null : decision.reason,
          reviewedAt: now,
          reviewedBy: actor.id,
        });
        if (decision.approve && locked.kind === 'rc' && locked.vehicleId) {
          if ((await verifyRegistration(tx, locked.vehicleId, now)) === 'held')
            throw new AppError('conflict', OPS_MESSAGES.registrationHeld);
        }
        const document = await loadForReview(tx, id, now);
        await raiseAlert(
          tx,
          locked.partnerId,
          decision.approve
            ? {
                type: 'success',
                title: 'Document approved',
                message: `${subjectOf(document)} was approved.`,
                status: 'completed',
                priority: 'low',
              }
            : {
                type: 'error',
                title: 'Document rejected',
                message: `${subjectOf(document)} was rejected: ${decision.reason}. Upload a new copy.`,
                status: 'active',
                priority: 'high',
              },
        );
        return document;
      },
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', OPS_MESSAGES.registrationHeld);
    throw err;
  }
}

/** GET /api/ops/documents/{id}/file: any partner's document, for the operator's viewer. */
export async function operatorDocumentFile(
  db: Db,
  storage: FileStorage,
  id: string,
): Promise<{ contentType: string; file: StoredFile }> {
  const doc = isRowId(id) ? await findDocumentById(db, id) : undefined;
  const file = doc ? await storage.get(doc.storageKey) : null;
  if (!doc || !file) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
  return { contentType: doc.contentType, file };
}
