import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerJobs } from './tables';
import type { FileStorage } from '../../lib/file-storage';
import { AppError } from '../../lib/app-error';
import { requireDriver, requireVehicle } from './find-partner';
import { deleteDriverRow, deleteVehicleRow, listPartnerDocuments } from './partners-repository';

export const VEHICLE_HAS_TRIPS =
  'This vehicle has trips on record (earnings and proofs of delivery keep them). Take it offline instead.';
export const ACCOUNT_HOLDER_DRIVER = 'An owner-driver cannot remove their own driver record';

/** DELETE /partners/vehicles/{id}: only a vehicle that never carried a job (its trips are the earnings record). */
export async function deleteVehicle(
  db: Db,
  storage: FileStorage,
  userId: string,
  vehicleId: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    await requireVehicle(tx, userId, vehicleId, { forUpdate: true });
    const [job] = await tx
      .select({ id: partnerJobs.id })
      .from(partnerJobs)
      .where(eq(partnerJobs.vehicleId, vehicleId))
      .limit(1);
    if (job) throw new AppError('conflict', VEHICLE_HAS_TRIPS);
    const documents = (await listPartnerDocuments(tx, userId)).filter((d) => d.vehicleId === vehicleId);
    await deleteVehicleRow(tx, vehicleId);
    return documents.map((d) => d.storageKey);
  });
  // Files go after the rows are gone: a crash in between leaves an orphan file, never a row without its file.
  for (const key of keys) await storage.delete(key);
}

/** DELETE /partners/drivers/{id}: unpairs the driver (foreign key), keeps the driver's past jobs. */
export async function deleteDriver(
  db: Db,
  storage: FileStorage,
  userId: string,
  driverId: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const driver = await requireDriver(tx, userId, driverId, { forUpdate: true });
    if (driver.isAccountHolder) throw new AppError('conflict', ACCOUNT_HOLDER_DRIVER);
    const documents = (await listPartnerDocuments(tx, userId)).filter((d) => d.driverId === driverId);
    await deleteDriverRow(tx, driverId);
    return documents.map((d) => d.storageKey);
  });
  for (const key of keys) await storage.delete(key);
}
