/*
 * The partners' documents as the operator's verification queue reads and decides them (ops/review-documents.ts):
 * each document with its partner's business name, its vehicle's registration and its driver's name and licence.
 */
import { and, asc, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PartnerDocumentRow } from './partners-repository';
import { partnerDocuments, partnerDrivers, partners, partnerVehicles } from './tables';

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
export type DocumentForReview = Awaited<ReturnType<ReturnType<typeof selectReviewRows>['where']>>[number];

/** Documents in one review state (of one kind if given), the oldest upload first while pending. */
export async function listDocumentsForReview(
  db: DbOrTx,
  query: { status: string; kind?: string | undefined },
  limit: number,
): Promise<DocumentForReview[]> {
  const conditions: SQL[] = [eq(partnerDocuments.reviewStatus, query.status)];
  if (query.kind) conditions.push(eq(partnerDocuments.kind, query.kind));
  return selectReviewRows(db)
    .where(and(...conditions))
    .orderBy(
      query.status === 'pending' ? asc(partnerDocuments.uploadedAt) : desc(partnerDocuments.reviewedAt),
    )
    .limit(limit);
}

export async function findDocumentForReview(db: DbOrTx, id: string): Promise<DocumentForReview | undefined> {
  const [row] = await selectReviewRows(db).where(eq(partnerDocuments.id, id)).limit(1);
  return row;
}

/** Any partner's document by its id (the operator's viewer and decision); locked for update if asked. */
export async function findDocumentById(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PartnerDocumentRow | undefined> {
  const query = db.select().from(partnerDocuments).where(eq(partnerDocuments.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function recordDocumentReview(
  db: DbOrTx,
  id: string,
  review: {
    reviewStatus: 'approved' | 'rejected';
    reviewReason: string | null;
    reviewedAt: Date;
    reviewedBy: string;
  },
): Promise<void> {
  await db.update(partnerDocuments).set(review).where(eq(partnerDocuments.id, id));
}

/**
 * An approved RC verifies its vehicle's registration number: from then on the number is held by that vehicle.
 * 'held' when another verified vehicle already holds it (nothing changes); a vehicle verified before stays as is.
 */
export async function verifyRegistration(
  db: DbOrTx,
  vehicleId: string,
  now: Date,
): Promise<'verified' | 'held'> {
  const [vehicle] = await db.select().from(partnerVehicles).where(eq(partnerVehicles.id, vehicleId)).limit(1);
  if (!vehicle || vehicle.registrationVerifiedAt) return 'verified';
  const [holder] = await db
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
  if (holder) return 'held';
  await db
    .update(partnerVehicles)
    .set({ registrationVerifiedAt: now })
    .where(eq(partnerVehicles.id, vehicleId));
  return 'verified';
}
