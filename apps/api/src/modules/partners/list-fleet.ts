import type { Driver, PartnerProfile, Vehicle } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { requirePartner } from './find-partner';
import { toDriverDto, toVehicleDto, isReceivingOffers } from './partner-dto';
import {
  listDrivers,
  listPartnerDocuments,
  listVehicles,
  ratingTotals,
  summary,
  vehicleRatings,
  type VehicleRow,
} from './partners-repository';

/** Everything the fleet screens show, read in four queries whatever the fleet's size. */
async function loadFleet(db: DbOrTx, partnerId: string) {
  const [vehicles, drivers, documents] = await Promise.all([
    listVehicles(db, partnerId),
    listDrivers(db, partnerId),
    listPartnerDocuments(db, partnerId),
  ]);
  const ratings = await vehicleRatings(
    db,
    vehicles.map((v) => v.id),
  );
  return { vehicles, drivers, documents, ratings };
}

export async function listFleetVehicles(db: DbOrTx, partnerId: string, now: Date): Promise<Vehicle[]> {
  const { vehicles, drivers, documents, ratings } = await loadFleet(db, partnerId);
  const driverById = new Map(drivers.map((d) => [d.id, d]));
  return vehicles.map((v) =>
    toVehicleDto(
      v,
      documents,
      v.currentDriverId ? driverById.get(v.currentDriverId) : undefined,
      ratings.get(v.id),
      now,
    ),
  );
}

export async function getFleetVehicle(
  db: DbOrTx,
  partnerId: string,
  vehicle: VehicleRow,
  now: Date,
): Promise<Vehicle> {
  const list = await listFleetVehicles(db, partnerId, now);
  const found = list.find((v) => v.id === vehicle.id);
  if (!found) throw new Error('vehicle vanished');
  return found;
}

export async function listFleetDrivers(db: DbOrTx, partnerId: string, now: Date): Promise<Driver[]> {
  const { vehicles, drivers, documents } = await loadFleet(db, partnerId);
  const vehicleByDriver = new Map(
    vehicles.filter((v) => v.currentDriverId).map((v) => [v.currentDriverId, v]),
  );
  return drivers.map((d) => toDriverDto(d, documents, vehicleByDriver.get(d.id), now));
}

export async function getFleetDriver(
  db: DbOrTx,
  partnerId: string,
  driverId: string,
  now: Date,
): Promise<Driver> {
  const found = (await listFleetDrivers(db, partnerId, now)).find((d) => d.id === driverId);
  if (!found) throw new Error('driver vanished');
  return found;
}

export async function getPartnerProfile(db: DbOrTx, userId: string, now: Date): Promise<PartnerProfile> {
  const partner = await requirePartner(db, userId);
  const [vehicles, drivers, rating] = await Promise.all([
    listVehicles(db, userId),
    listDrivers(db, userId),
    ratingTotals(db, 'partner', userId),
  ]);
  return {
    kind: partner.kind as PartnerProfile['kind'],
    businessName: partner.businessName,
    settings: {
      homeArea: partner.homeArea,
      homeLocation:
        partner.homeLat !== null && partner.homeLon !== null
          ? { lat: partner.homeLat, lon: partner.homeLon }
          : null,
      workingHours:
        partner.workStart && partner.workEnd ? { start: partner.workStart, end: partner.workEnd } : null,
    },
    vehicleCount: vehicles.length,
    driverCount: drivers.length,
    onlineVehicleCount: vehicles.filter((v) => isReceivingOffers(v, now)).length,
    rating: summary(rating),
  };
}
