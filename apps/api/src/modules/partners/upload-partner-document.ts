import crypto from 'node:crypto';
import {
  PARTNER_DOCUMENT_LABELS,
  VEHICLE_DOCUMENT_KINDS,
  formatRegistrationNumber,
  type DocumentUploadFields,
} from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import { raiseAlert } from '../alerts/raise-alert';
import { checkDocumentFile } from '../users/check-document-file';
import { downloadNameFor } from '../users/download-document';
import type { Upload } from '../users/read-upload';
import { assertRoomForUpload, type UploadLimits } from '../users/storage-quota';
import { requireDriver, requireVehicle } from './find-partner';
import {
  countOwnerDocuments,
  findPartnerDocument,
  insertPartnerDocument,
  partnerDocumentBytes,
  updateDriver,
  type PartnerDocumentRow,
} from './partners-repository';
import { isRowId } from '../../lib/row-id';
import { serverText } from '../../lib/texts';

export const WRONG_KIND_FOR_VEHICLE = 'A vehicle takes an RC, insurance, PUC or permit';
export const WRONG_KIND_FOR_DRIVER = 'A driver takes a driving licence';
export const PARTNER_DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * POST /partners/{vehicles|drivers}/{id}/documents. The type is read from the file's first bytes (PDF, PNG,
 * JPEG or WebP; anything else 415), the SHA-256 is stored, an expired date was already refused by the schema.
 * Every upload is kept (a renewal is a new row; the latest expiry counts). A licence upload also sets the
 * driver's licence expiry when it is later than the one on file.
 */
export async function uploadPartnerDocument(
  db: Db,
  storage: FileStorage,
  userId: string,
  owner: { vehicleId: string } | { driverId: string },
  fields: DocumentUploadFields,
  upload: Upload,
  limits: UploadLimits,
): Promise<PartnerDocumentRow> {
  const isVehicle = 'vehicleId' in owner;
  const vehicleKind = (VEHICLE_DOCUMENT_KINDS as readonly string[]).includes(fields.kind);
  if (isVehicle && !vehicleKind) throw AppError.validation('kind', WRONG_KIND_FOR_VEHICLE);
  if (!isVehicle && fields.kind !== 'licence') throw AppError.validation('kind', WRONG_KIND_FOR_DRIVER);
  const type = await checkDocumentFile(upload.data, 'file');
  const sha256 = crypto.createHash('sha256').update(type.data).digest('hex');
  const key = `partner-documents/${userId}/${crypto.randomUUID()}.${type.extension}`;
  await storage.put(key, type.data);
  try {
    return await db.transaction(async (tx) => {
      let subject: string;
      if (isVehicle) {
        const vehicle = await requireVehicle(tx, userId, owner.vehicleId, { forUpdate: true });
        subject = formatRegistrationNumber(vehicle.registrationNumber);
        await assertRoomForUpload(
          tx,
          userId,
          { ...limits, bytesElsewhere: partnerDocumentBytes },
          {
            sizeBytes: type.data.length,
            ownerDocuments: await countOwnerDocuments(tx, { vehicleId: vehicle.id }),
          },
        );
      } else {
        const driver = await requireDriver(tx, userId, owner.driverId, { forUpdate: true });
        subject = driver.name;
        await assertRoomForUpload(
          tx,
          userId,
          { ...limits, bytesElsewhere: partnerDocumentBytes },
          {
            sizeBytes: type.data.length,
            ownerDocuments: await countOwnerDocuments(tx, { driverId: driver.id }),
          },
        );
        if (!driver.licenceExpiresOn || driver.licenceExpiresOn < fields.expiresOn) {
          await updateDriver(tx, driver.id, { licenceExpiresOn: fields.expiresOn, licenceAlertStage: null });
        }
      }
      const row = await insertPartnerDocument(tx, {
        partnerId: userId,
        vehicleId: isVehicle ? owner.vehicleId : null,
        driverId: isVehicle ? null : owner.driverId,
        kind: fields.kind,
        expiresOn: fields.expiresOn,
        fileName: upload.fileName,
        contentType: type.contentType,
        sizeBytes: type.data.length,
        sha256,
        storageKey: key,
      });
      await raiseAlert(tx, userId, {
        type: 'success',
        title: 'Document Uploaded',
        message: serverText('document.uploaded', {
          document: PARTNER_DOCUMENT_LABELS[fields.kind],
          subject,
          until: fields.expiresOn,
        }),
        status: 'completed',
        priority: 'low',
      });
      return row;
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

/** GET /partners/documents/{id}/file: only the owner's own document (404 otherwise). */
export async function downloadPartnerDocument(
  db: Db,
  storage: FileStorage,
  userId: string,
  documentId: string,
): Promise<{ document: PartnerDocumentRow; file: StoredFile; downloadName: string }> {
  const document = isRowId(documentId) ? await findPartnerDocument(db, userId, documentId) : undefined;
  const file = document ? await storage.get(document.storageKey) : null;
  if (!document || !file) throw AppError.notFound(PARTNER_DOCUMENT_NOT_FOUND);
  return { document, file, downloadName: downloadNameFor(document) };
}
