import crypto from 'node:crypto';
import {
  checkProofPosition,
  POD_PHOTO_MAX_BYTES,
  POD_PHOTO_MAX_COUNT,
  POD_SIGNATURE_MAX_BYTES,
  type ProofOfDeliveryFields,
} from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { reencodeImage, type CleanImage } from '../../lib/checked-upload';
import type { FormFile } from '../../lib/read-multipart-form';
import { userKey } from '../../lib/live-events';
import { applyDriverStatus } from '../tracking/update-driver-status';
import { detectFileType } from '../users/detect-file-type';
import { jobContext } from './drive-job';
import { insertProof, updateJob, type PodPhoto } from '../partners/jobs-repository';
import { findVehicle } from '../partners/partners-repository';
import { requireJob } from './list-jobs';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { serverText } from '../../lib/texts';

export const SIGNATURE_REQUIRED = "Draw the receiver's signature";
export const SIGNATURE_NOT_PNG = 'The signature must be a PNG image';
export const PHOTO_TYPE = 'Photos must be JPEG, PNG or WebP images';
export const TOO_MANY_PHOTOS = serverText('proof.tooManyPhotos', { max: POD_PHOTO_MAX_COUNT });

interface CheckedFile {
  data: Buffer;
  contentType: string;
  extension: string;
  sha256: string;
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Checks every file by its size and first bytes, then decodes it within its pixel bound (lib/checked-upload.ts):
 * what is kept, hashed and later drawn into the proof PDF is the fresh encoding, never the uploaded bytes.
 */
export async function checkProofFiles(files: readonly FormFile[]): Promise<{
  signature: CheckedFile;
  photos: CheckedFile[];
}> {
  const signatures = files.filter((f) => f.fieldName === 'signature');
  const photos = files.filter((f) => f.fieldName === 'photos');
  const signature = signatures[0];
  if (!signature || signatures.length > 1) throw AppError.validation('signature', SIGNATURE_REQUIRED);
  if (signature.data.length > POD_SIGNATURE_MAX_BYTES) throw new AppError('too_large', 'File is too large');
  const signatureType = detectFileType(signature.data);
  if (signatureType?.contentType !== 'image/png') {
    throw new AppError('unsupported_type', SIGNATURE_NOT_PNG, [
      { field: 'signature', msg: SIGNATURE_NOT_PNG },
    ]);
  }
  if (photos.length > POD_PHOTO_MAX_COUNT) throw AppError.validation('photos', TOO_MANY_PHOTOS);
  for (const photo of photos) {
    if (photo.data.length > POD_PHOTO_MAX_BYTES) throw new AppError('too_large', 'File is too large');
    const type = detectFileType(photo.data);
    if (!type || type.kind !== 'image' || type.contentType === 'image/gif') {
      throw new AppError('unsupported_type', PHOTO_TYPE, [{ field: 'photos', msg: PHOTO_TYPE }]);
    }
  }
  const cleanSignature = await reencodeImage(signature.data, 'signature', 'signature');
  const cleanPhotos = [];
  for (const photo of photos) cleanPhotos.push(await reencodeImage(photo.data, 'photo', 'photos'));
  const checked = (image: CleanImage): CheckedFile => ({ ...image, sha256: sha256(image.data) });
  return { signature: checked(cleanSignature), photos: cleanPhotos.map(checked) };
}

/**
 * POST /partners/jobs/{id}/proof (multipart): receiver's name, the consignee's 4-digit code, GPS position,
 * the signature PNG and up to three photos. The files are checked, then stored; the status moves to Delivered
 * through the driver flow (which checks the code and the step) with the proof row and the job's completion in
 * the same transaction. If anything fails the stored files are removed: no proof is half-saved.
 */
export async function submitProof(
  deps: PartnerJobsDeps,
  partnerId: string,
  jobId: string,
  fields: { receiverName: string; code: string; lat: number; lon: number } & Partial<ProofOfDeliveryFields>,
  files: readonly FormFile[],
  now: Date,
): Promise<void> {
  const job = await requireJob(deps.db, partnerId, jobId);
  const context = await jobContext(deps, job);
  const checked = await checkProofFiles(files);
  const vehicle = await findVehicle(deps.db, partnerId, job.vehicleId);
  if (!vehicle) throw new Error('job without vehicle');
  const folder = `proofs/${job.id}/${crypto.randomUUID()}`;
  const signatureKey = `${folder}/signature.png`;
  const photos: PodPhoto[] = checked.photos.map((p, i) => ({
    storageKey: `${folder}/photo-${i + 1}.${p.extension}`,
    contentType: p.contentType,
    sizeBytes: p.data.length,
    sha256: p.sha256,
  }));
  const stored: string[] = [];
  try {
    await deps.storage.put(signatureKey, checked.signature.data);
    stored.push(signatureKey);
    for (const [i, photo] of photos.entries()) {
      await deps.storage.put(photo.storageKey, checked.photos[i]!.data);
      stored.push(photo.storageKey);
    }
    // Accepted wherever it was taken (the goods were handed over), but flagged to the shipper when the position
    // is far from the drop or outside the service area (issue 30).
    const position = checkProofPosition(
      fields,
      { lat: context.delivery.deliveryLat, lon: context.delivery.deliveryLon },
      deps.config.partners.proofFarFromDropKm,
    );
    await applyDriverStatus(deps, context, { status: 'Delivered', code: fields.code }, now, async (tx) => {
      await insertProof(tx, {
        distanceFromDropM: position.distanceFromDropM,
        positionFlag: position.flag,
        deliveryRowId: job.deliveryRowId,
        jobId: job.id,
        receiverName: fields.receiverName,
        lat: fields.lat,
        lon: fields.lon,
        deliveredAt: now,
        signatureKey,
        signatureSha256: checked.signature.sha256,
        photos,
        // As the shipper was told on the delivery's assignment; kept if the partner closes its account.
        vehicleRegistration: vehicle.registrationNumber,
        vehicleBodyType: vehicle.bodyType,
        driverName: context.assignment.driverName,
      });
      await updateJob(tx, job.id, { completedAt: now });
    });
  } catch (err) {
    for (const key of stored) await deps.storage.delete(key);
    throw err;
  }
  await deps.events.publish(userKey(partnerId), 'job', { jobId: job.id });
}
