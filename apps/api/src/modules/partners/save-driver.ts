import { FLEET_MAX_DRIVERS, licenceProblem, type DriverPayload } from '@logisaathi/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerDocuments, partnerVehicles } from './tables';
import { AppError } from '../../lib/app-error';
import { requireDriver, requirePartner } from './find-partner';
import {
  countDrivers,
  insertDriver,
  listDriverDocuments,
  updateDriver,
  type DriverRow,
} from './partners-repository';
import { serverText } from '../../lib/texts';

export const OWNER_DRIVER_NO_DRIVERS =
  'An owner-driver drives their own vehicle. Sign up as a fleet operator to add drivers.';

/** POST /partners/drivers: a fleet operator's driver, at most FLEET_MAX_DRIVERS. */
export async function addDriver(db: Db, userId: string, input: DriverPayload): Promise<DriverRow> {
  return db.transaction(async (tx) => {
    const partner = await requirePartner(tx, userId);
    if (partner.kind === 'owner_driver') throw new AppError('conflict', OWNER_DRIVER_NO_DRIVERS);
    if ((await countDrivers(tx, userId)) >= FLEET_MAX_DRIVERS) {
      throw new AppError('conflict', serverText('fleet.maxDrivers', { max: FLEET_MAX_DRIVERS }));
    }
    return insertDriver(tx, {
      partnerId: userId,
      name: input.name,
      phone: input.phone,
      licenceNumber: input.licenceNumber,
      licenceExpiresOn: input.licenceExpiresOn,
    });
  });
}

/**
 * PUT /partners/drivers/{id} (an owner-driver fills in their own licence here). A renewed licence resets the
 * expiry alerts. The operator checked the licence against this name and number: changing either sends the
 * approved licence back to review, and a driver whose licence is then not usable is unpaired (and the vehicle
 * goes offline), as pairing requires an approved licence in date.
 */
export async function editDriver(
  db: Db,
  userId: string,
  driverId: string,
  input: DriverPayload,
  now: Date,
): Promise<DriverRow> {
  return db.transaction(async (tx) => {
    const current = await requireDriver(tx, userId, driverId, { forUpdate: true });
    const row = await updateDriver(tx, driverId, {
      name: input.name,
      phone: input.phone,
      licenceNumber: input.licenceNumber,
      licenceExpiresOn: input.licenceExpiresOn,
      licenceAlertStage:
        current.licenceExpiresOn === input.licenceExpiresOn ? current.licenceAlertStage : null,
    });
    if (current.name !== row.name || current.licenceNumber !== row.licenceNumber) {
      await tx
        .update(partnerDocuments)
        .set({ reviewStatus: 'pending', reviewReason: null, reviewedAt: null, reviewedBy: null })
        .where(and(eq(partnerDocuments.driverId, driverId), eq(partnerDocuments.reviewStatus, 'approved')));
    }
    if (licenceProblem(await listDriverDocuments(tx, driverId), now)) {
      await tx
        .update(partnerVehicles)
        .set({ currentDriverId: null, online: false })
        .where(and(eq(partnerVehicles.currentDriverId, driverId), eq(partnerVehicles.partnerId, userId)));
    }
    return row;
  });
}
