import { licenceProblem, vehicleCompliance, type PartnerSettingsInput } from '@logisaathi/domain';
import type { GeoService } from '@logisaathi/geo';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { locatePlace } from '../places/locate-place';
import { requireDriver, requirePartner, requireVehicle } from './find-partner';
import {
  listDrivers,
  listPartnerDocuments,
  updatePartner,
  updateVehicle,
  type PartnerRow,
  type VehicleRow,
} from './partners-repository';
import { serverText } from '../../lib/texts';

export const PAIR_DRIVER_FIRST = 'Pair a driver with this vehicle before going online';
export const HOME_AREA_NOT_FOUND =
  'We could not find this area in Delhi NCR. Try a locality or industrial area name.';

/**
 * PUT /partners/vehicles/{id}/availability. Going online needs every vehicle document approved and in date, and
 * a driver whose licence document is approved and in date (409 naming what is wrong); an owner-driver's own record is paired automatically. Going offline
 * always works. Open offers stay open: the partner may still take what is already on the screen.
 */
export async function setAvailability(
  db: Db,
  userId: string,
  vehicleId: string,
  online: boolean,
  now: Date,
): Promise<VehicleRow> {
  return db.transaction(async (tx) => {
    const partner = await requirePartner(tx, userId);
    const vehicle = await requireVehicle(tx, userId, vehicleId, { forUpdate: true });
    if (!online) return updateVehicle(tx, vehicleId, { online: false });
    const documents = await listPartnerDocuments(tx, userId);
    const compliance = vehicleCompliance(
      documents.filter((d) => d.vehicleId === vehicleId),
      now,
    );
    if (!compliance.canTakeJobs) {
      throw new AppError('conflict', serverText('vehicle.cannotGoOnline', { problems: compliance.problems }));
    }
    let driverId = vehicle.currentDriverId;
    if (!driverId && partner.kind === 'owner_driver') {
      driverId = (await listDrivers(tx, userId)).find((d) => d.isAccountHolder)?.id ?? null;
    }
    if (!driverId) throw new AppError('conflict', PAIR_DRIVER_FIRST);
    const driver = await requireDriver(tx, userId, driverId);
    const problem = licenceProblem(
      documents.filter((d) => d.driverId === driver.id),
      now,
    );
    if (problem) throw new AppError('conflict', problem);
    return updateVehicle(tx, vehicleId, { online: true, currentDriverId: driverId });
  });
}

/** PUT /partners/settings: the home area is geocoded (gazetteer, or the configured geocoder). */
export async function updateSettings(
  db: Db,
  geo: GeoService,
  userId: string,
  input: { homeArea: string; workingHours: NonNullable<PartnerSettingsInput['workingHours']> },
): Promise<PartnerRow> {
  await requirePartner(db, userId);
  const place = await locatePlace(geo, input.homeArea);
  if (!place) throw AppError.validation('homeArea', HOME_AREA_NOT_FOUND);
  return updatePartner(db, userId, {
    homeArea: input.homeArea,
    homeLat: place.lat,
    homeLon: place.lon,
    workStart: input.workingHours.start,
    workEnd: input.workingHours.end,
  });
}
