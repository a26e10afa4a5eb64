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
import { and, asc, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { partnerDocuments, partnerDrivers, partners, partnerVehicles } from '../partners/tables';
import { findContacts } from '../users/users-repository';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import { isRowId } from '../../lib/row-id';
import { raiseAlert } from '../alerts/raise-alert';
import { audited, type Actor } from './audit-log';

function selectReviewRows(db: DbOrTx) {
  return db
    .select({
      doc: partnerDocuments,
      businessName: partners.businessName,
      registration: partnerVehicles.registrationNumber,
      driverName: partnerDrivers.name,
      licenceNumber: partnerDrivers.licenceNumber,
    })
    .from(partnerDocuments)
    .innerJoin(partners, eq(partners.userId, partnerDocuments.partnerId))
    .leftJoin(partnerVehicles, eq(partnerVehicles.id, partnerDocuments.vehicleId))
    .leftJoin(partnerDrivers, eq(partnerDrivers.id, partnerDocuments.driverId));
}
type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectReviewRows>['where']>>[number];
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
  const conditions: SQL[] = [eq(partnerDocuments.reviewStatus, query.status)];
  if (query.kind) conditions.push(eq(partnerDocuments.kind, query.kind));
  const rows = await selectReviewRows(db)
    .where(and(...conditions))
    .orderBy(
      query.status === 'pending' ? asc(partnerDocuments.uploadedAt) : desc(partnerDocuments.reviewedAt),
    )
    .limit(REVIEW_QUEUE_MAX);
  return (await withPartnerContacts(db, rows)).map((r) => toReviewDocument(r, now));
}

async function loadForReview(db: DbOrTx, id: string, now: Date): Promise<ReviewDocument> {
  if (!isRowId(id)) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
  const [row] = await withPartnerContacts(
    db,
    await selectReviewRows(db).where(eq(partnerDocuments.id, id)).limit(1),
  );
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
        const [locked] = isRowId(id)
          ? await tx.select().from(partnerDocuments).where(eq(partnerDocuments.id, id)).for('update')
          : [];
        if (!locked) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
        if (locked.reviewStatus !== 'pending') throw new AppError('conflict', OPS_MESSAGES.alreadyReviewed);
        await tx
          .update(partnerDocuments)
          .set({
            reviewStatus: decision.approve ? 'approved' : 'rejected',
            reviewReason: decision.approve ? null : decision.reason,
            reviewedAt: now,
            reviewedBy: actor.id,
          })
          .where(eq(partnerDocuments.id, id));
        if (decision.approve && locked.kind === 'rc' && locked.vehicleId) {
          await verifyRegistration(tx, locked.vehicleId, now);
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

async function verifyRegistration(tx: DbOrTx, vehicleId: string, now: Date): Promise<void> {
  const [vehicle] = await tx.select().from(partnerVehicles).where(eq(partnerVehicles.id, vehicleId)).limit(1);
  if (!vehicle || vehicle.registrationVerifiedAt) return;
  const [holder] = await tx
    .select({ id: partnerVehicles.id })
    .from(partnerVehicles)
    .where(
      and(
        eq(partnerVehicles.registrationNumber, vehicle.registrationNumber),
        isNotNull(partnerVehicles.registrationVerifiedAt),
        ne(partnerVehicles.id, vehicleId),
      ),
    )
    .limit(1);
  if (holder) throw new AppError('conflict', OPS_MESSAGES.registrationHeld);
  await tx
    .update(partnerVehicles)
    .set({ registrationVerifiedAt: now })
    .where(eq(partnerVehicles.id, vehicleId));
}

/** GET /api/ops/documents/{id}/file: any partner's document, for the operator's viewer. */
export async function operatorDocumentFile(
  db: Db,
  storage: FileStorage,
  id: string,
): Promise<{ contentType: string; file: StoredFile }> {
  const [doc] = isRowId(id)
    ? await db.select().from(partnerDocuments).where(eq(partnerDocuments.id, id)).limit(1)
    : [];
  const file = doc ? await storage.get(doc.storageKey) : null;
  if (!doc || !file) throw AppError.notFound(OPS_MESSAGES.documentNotFound);
  return { contentType: doc.contentType, file };
}
