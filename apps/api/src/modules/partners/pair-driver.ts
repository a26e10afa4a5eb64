import { licenceProblem } from '@logisaathi/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerVehicles } from './tables';
import { AppError } from '../../lib/app-error';
import { requireDriver, requireVehicle } from './find-partner';
import { listDriverDocuments, updateVehicle, type VehicleRow } from './partners-repository';

/**
 * PUT /partners/vehicles/{id}/driver: pairs a driver with a vehicle for the shift (or ends the pairing with
 * null). Only a driver whose licence document an operator approved, in date, can be paired (409 with the reason); a driver paired elsewhere
 * moves to this vehicle, since one person drives one vehicle at a time (unique index). Ending the pairing of an
 * online vehicle takes it offline: nobody would drive its offers.
 */
export async function pairDriver(
  db: Db,
  userId: string,
  vehicleId: string,
  driverId: string | null,
  now: Date,
): Promise<VehicleRow> {
  return db.transaction(async (tx) => {
    await requireVehicle(tx, userId, vehicleId, { forUpdate: true });
    if (driverId === null) return updateVehicle(tx, vehicleId, { currentDriverId: null, online: false });
    const driver = await requireDriver(tx, userId, driverId);
    const problem = licenceProblem(await listDriverDocuments(tx, driver.id), now);
    if (problem) throw new AppError('conflict', problem, [{ field: 'driverId', msg: problem }]);
    await tx
      .update(partnerVehicles)
      .set({ currentDriverId: null, online: false })
      .where(and(eq(partnerVehicles.currentDriverId, driverId), ne(partnerVehicles.id, vehicleId)));
    return updateVehicle(tx, vehicleId, { currentDriverId: driverId });
  });
}
