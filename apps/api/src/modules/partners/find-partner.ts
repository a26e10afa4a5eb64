import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import {
  findDriver,
  findPartner,
  findVehicle,
  type DriverRow,
  type PartnerRow,
  type VehicleRow,
} from './partners-repository';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';
export const DRIVER_NOT_FOUND = 'Driver not found';

/** The caller's carrier profile; a partner token without one means the account was removed. */
export async function requirePartner(db: DbOrTx, userId: string): Promise<PartnerRow> {
  const partner = await findPartner(db, userId);
  if (!partner)
    throw new AppError('forbidden', 'This page is for truck partners. Sign in with your partner account.');
  return partner;
}

/** The partner's own vehicle; another partner's (or a malformed) id answers 404. */
export async function requireVehicle(
  db: DbOrTx,
  partnerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehicleRow> {
  const row = isRowId(id) ? await findVehicle(db, partnerId, id, options) : undefined;
  if (!row) throw AppError.notFound(VEHICLE_NOT_FOUND);
  return row;
}

export async function requireDriver(
  db: DbOrTx,
  partnerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DriverRow> {
  const row = isRowId(id) ? await findDriver(db, partnerId, id, options) : undefined;
  if (!row) throw AppError.notFound(DRIVER_NOT_FOUND);
  return row;
}
