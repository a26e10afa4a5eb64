import { DATA_RIGHTS_TEXT, type DeliveryRowId } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readAlerts } from '../alerts/export-data';
import { readPasswordResets } from '../auth/export-data';
import { readTaxDocuments } from '../billing/export-data';
import { readDeliveries } from '../deliveries/export-data';
import { readGoodsInvoices } from '../eway-bills/export-data';
import { readNotificationData } from '../notifications/export-data';
import { readCarrierProfile, readCarrierRecords, readProofs } from '../partners/export-data';
import { listPlaceRows } from '../places/places-repository';
import { readQuotes } from '../quotes/export-data';
import { readOwnRequests, readOwnTrucks, readRequestsOnOwnTrucks } from '../shared-trucks/export-data';
import { readTracking } from '../tracking/export-data';
import { readAccount, readDocuments, readSignIns } from '../users/export-data';
import { readBookings, readBookingsOnOwnWarehouses, readOwnWarehouses } from '../warehouses/export-data';

/** A stored file to put in the export under `name`. */
export interface ExportFile {
  name: string;
  storageKey: string;
}

export interface UserDataSnapshot {
  /** Everything about the user as one JSON-ready object. */
  data: Record<string, unknown>;
  files: ExportFile[];
}

export const EXPORT_FORMAT_VERSION = 1;

/**
 * Everything LogiSaathi holds about one user, read in one read-only snapshot so the parts agree with each other
 * (a delivery and its trail, a truck and its requests). Each module contributes the reads of its own tables (its
 * export-data.ts), as each contributes its part of closing the account; this collector only arranges them. The
 * files are listed here and streamed by the caller.
 */
export async function collectUserData(db: Db, userId: string, now: Date): Promise<UserDataSnapshot> {
  return db.transaction(
    async (tx) => {
      const account = await readAccount(tx, userId);
      if (!account) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
      const deliveries = await readDeliveries(tx, userId);
      const goodsInvoices = new Map(
        (await readGoodsInvoices(tx, userId)).map(({ userId: _owner, ...g }) => [g.deliveryRowId, g]),
      );
      const trackingOf = groupTracking(
        await readTracking(
          tx,
          deliveries.map((d) => d.id),
        ),
      );
      const documents = await readDocuments(tx, userId);
      const proofs = await readProofs(
        tx,
        deliveries.map((d) => d.id),
      );
      const ownWarehouses = await readOwnWarehouses(tx, userId);
      const ownTrucks = await readOwnTrucks(tx, userId);
      const carrierProfile = await readCarrierProfile(tx, userId);
      const carrierRecords = carrierProfile ? await readCarrierRecords(tx, userId) : null;

      const files: ExportFile[] = documents.map((d) => ({
        name: `files/documents/${d.kind}-${safeFileName(d.fileName)}`,
        storageKey: d.storageKey,
      }));
      const { hasProfilePicture: avatarKey, ...profile } = account;
      if (avatarKey) files.push({ name: 'files/profile-picture.webp', storageKey: avatarKey });
      const carrierFiles = (carrierRecords?.documents ?? []).map((d, i) => ({
        name: `files/truck-partner-documents/${i + 1}-${d.kind}-${safeFileName(d.fileName)}`,
        storageKey: d.storageKey,
      }));
      files.push(...carrierFiles);
      // Each delivered delivery's proof: its record in the delivery, its signature and photos as files.
      const proofOf = new Map(
        proofs.map((p) => {
          const delivery = deliveries.find((d) => d.id === p.deliveryRowId);
          const folder = `files/proofs-of-delivery/${safeFileName(delivery?.deliveryId ?? p.deliveryRowId)}`;
          const signatureFile = { name: `${folder}/signature.png`, storageKey: p.signatureKey };
          const photoFiles = p.photos.map((photo, i) => ({
            name: `${folder}/photo-${i + 1}.${photo.storageKey.split('.').pop() ?? 'jpg'}`,
            storageKey: photo.storageKey,
          }));
          files.push(signatureFile, ...photoFiles);
          const { deliveryRowId, jobId: _job, signatureKey: _key, photos, ...record } = p;
          return [
            deliveryRowId,
            {
              ...record,
              signatureFileInThisArchive: signatureFile.name,
              photos: photos.map(({ storageKey: _k, ...photo }, i) => ({
                ...photo,
                fileInThisArchive: photoFiles[i]!.name,
              })),
            },
          ] as const;
        }),
      );

      const data = {
        format: { name: 'logisaathi-user-data', version: EXPORT_FORMAT_VERSION },
        exportedAt: now.toISOString(),
        about: DATA_RIGHTS_TEXT.exportDescription,
        profile: { ...profile, hasProfilePicture: Boolean(avatarKey) },
        signIns: await readSignIns(tx, userId),
        passwordResetRequests: await readPasswordResets(tx, userId),
        deliveries: deliveries.map(({ userId: _owner, ...delivery }) => ({
          ...delivery,
          goodsInvoice: goodsInvoices.get(delivery.id) ?? null,
          proofOfDelivery: proofOf.get(delivery.id) ?? null,
          tracking: trackingOf(delivery.id),
        })),
        alerts: (await readAlerts(tx, userId)).map(({ userId: _owner, ...alert }) => alert),
        priceQuotes: (await readQuotes(tx, userId)).map(({ userId: _owner, ...quote }) => quote),
        taxDocumentsAndPayments: await readTaxDocuments(tx, userId, deliveries),
        savedPlaces: (await listPlaceRows(tx, userId)).map(({ userId: _owner, ...place }) => place),
        notifications: await readNotificationData(tx, userId, deliveries),
        warehouseBookings: (await readBookings(tx, userId)).map(({ booking, warehouse }) => {
          const { userId: _owner, ...rest } = booking;
          return { ...rest, warehouse };
        }),
        warehouseListings: ownWarehouses,
        bookingsOnYourListings: await readBookingsOnOwnWarehouses(
          tx,
          ownWarehouses.map((w) => w.id),
        ),
        sharedTrucks: ownTrucks,
        slotRequestsOnYourTrucks: await readRequestsOnOwnTrucks(
          tx,
          ownTrucks.map((t) => t.id),
        ),
        yourSlotRequests: (await readOwnRequests(tx, userId)).map(({ request, truck }) => {
          // The export keeps its 'deliveryId' key (the delivery's row id) as files already downloaded have it.
          const { requesterId: _owner, deliveryRowId, ...rest } = request;
          return { ...rest, deliveryId: deliveryRowId, truck };
        }),
        documents: documents.map((d) => ({
          kind: d.kind,
          fileName: d.fileName,
          contentType: d.contentType,
          sizeBytes: d.sizeBytes,
          uploadedAt: d.uploadedAt,
          fileInThisArchive: files.find((f) => f.storageKey === d.storageKey)?.name ?? null,
        })),
        truckPartner:
          carrierProfile && carrierRecords
            ? {
                ...carrierProfile,
                ...carrierRecords,
                documents: carrierRecords.documents.map(({ storageKey, ...d }) => ({
                  ...d,
                  fileInThisArchive: carrierFiles.find((f) => f.storageKey === storageKey)?.name ?? null,
                })),
              }
            : null,
      };
      return { data, files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

type TrackingRows = Awaited<ReturnType<typeof readTracking>>;

/** Each delivery's tracking link, drivers and trail, grouped once (a trail can hold thousands of fixes). */
function groupTracking(all: TrackingRows) {
  const group = <T extends { deliveryRowId: DeliveryRowId }>(rows: T[]) => {
    const byDelivery = new Map<string, Array<Omit<T, 'deliveryRowId'>>>();
    for (const { deliveryRowId, ...rest } of rows) {
      const list = byDelivery.get(deliveryRowId) ?? [];
      list.push(rest);
      byDelivery.set(deliveryRowId, list);
    }
    return byDelivery;
  };
  const drivers = group(all.drivers);
  const positions = group(all.positions);
  const links = new Map(all.tracking.map((t) => [t.deliveryRowId, t]));
  return (deliveryRowId: DeliveryRowId) => {
    const row = links.get(deliveryRowId);
    if (!row) return null;
    const { deliveryRowId: _id, codeFailures: _f, codeLockedUntil: _l, ...tracking } = row;
    return {
      ...tracking,
      drivers: drivers.get(deliveryRowId) ?? [],
      positions: positions.get(deliveryRowId) ?? [],
    };
  };
}

/** The user's own file name, reduced to characters every unzip tool accepts in a path. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, '_').replace(/^\.+/, '');
  return cleaned.slice(-120) || 'file';
}
