import { sql } from 'drizzle-orm';
import {
  addTruckSchema,
  truckCardType,
  type TruckType,
  type UserRole,
  type VehicleBodyType,
  vehicleCompliance,
} from '@logisaathi/domain';
import { estimateRoute, type GeoService } from '@logisaathi/geo';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { fieldErrorsFromIssues } from '../../../lib/app-error';
import { raiseAlert } from '../../alerts/raise-alert';
import { requireVehicle } from '../../partners/find-partner';
import { listPartnerDocuments } from '../../partners/partners-repository';
import { locatePlace } from '../../places/locate-place';
import { truckExpiresAt } from '../model/pool-entities';
import { maxDetourKm, SHARED_TRUCK_MESSAGES, truckCapabilities, TRUCK_VOLUME_M3 } from '../model/pool-rules';
import { toOwnTruckDto } from '../views/truck-dto';
import { truckRouteText, truckSlotText } from '../views/truck-text';
import {
  findOwnersActiveTrucks,
  insertTruck,
  updateTruck,
  type NewTruckRow,
  type TruckRow,
} from '../repositories/trucks-repository';
import { serverText } from '../../../lib/texts';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Spec section 4's duplicate rule for one owner's entries: same pickup, delivery, date and slot. */
function isSameEntry(
  row: TruckRow,
  values: Pick<NewTruckRow, 'pickupLocation' | 'deliveryLocation' | 'departureDate' | 'departureSlot'>,
) {
  return (
    normalise(row.pickupLocation) === normalise(values.pickupLocation) &&
    normalise(row.deliveryLocation) === normalise(values.deliveryLocation) &&
    row.departureDate === values.departureDate &&
    row.departureSlot === values.departureSlot
  );
}

/** Validates the 'Add Your Truck to Pool' form (spec section 5) with the truck type's capacity (section 3). */
export function parseAddTruck(body: unknown, now: Date) {
  const parsed = addTruckSchema(now).safeParse(body ?? {});
  if (!parsed.success) {
    const errors = fieldErrorsFromIssues(parsed.error.issues);
    throw new AppError('validation', errors[0]?.msg ?? 'Invalid truck', errors);
  }
  return parsed.data;
}

export const PARTNER_VEHICLE_REQUIRED = 'Choose which of your vehicles to offer';

/**
 * Pooled trucks are partners' vehicles: a partner's entry names one of its own vehicles (404 for anyone
 * else's), whose type it must carry and whose payload it cannot exceed, and which may take jobs (its
 * insurance, PUC, permit and RC on file and in date), as the pool's slots are jobs like any other.
 */
async function linkedVehicle(
  db: Db,
  userId: string,
  role: UserRole,
  input: { vehicleId?: string | undefined; truckType: string; capacity: number },
  now: Date,
): Promise<string | null> {
  if (!input.vehicleId) {
    if (role === 'partner') throw AppError.validation('vehicleId', PARTNER_VEHICLE_REQUIRED);
    return null;
  }
  const vehicle = await requireVehicle(db, userId, input.vehicleId);
  const cardType = truckCardType(vehicle.bodyType as VehicleBodyType);
  if (input.truckType !== cardType) {
    throw AppError.validation('truckType', serverText('pool.vehicleListedAs', { type: cardType }));
  }
  if (input.capacity * 1000 > vehicle.payloadKg) {
    throw AppError.validation(
      'capacity',
      serverText('pool.vehicleCarriesAtMost', { tons: vehicle.payloadKg / 1000 }),
    );
  }
  const documents = (await listPartnerDocuments(db, userId)).filter((d) => d.vehicleId === vehicle.id);
  const compliance = vehicleCompliance(documents, now);
  if (!compliance.canTakeJobs) {
    throw new AppError('conflict', serverText('vehicle.cannotTakeJobs', { problems: compliance.problems }));
  }
  return vehicle.id;
}

/**
 * Adds a truck to the shared pool. Both locations are geocoded before any transaction opens; the entry expires
 * at the end of its slot. Adding the same route, date and slot again merges into the owner's existing entry
 * (the newer form wins every field), so a double submit never lists one truck twice.
 */
export async function addTruck(
  deps: { db: Db; geo?: GeoService },
  userId: string,
  body: unknown,
  now: Date,
  role: UserRole = 'shipper',
) {
  const input = parseAddTruck(body, now);
  const partnerVehicleId = await linkedVehicle(deps.db, userId, role, input, now);
  const [pickup, delivery] = await Promise.all([
    locatePlace(deps.geo, input.pickupLocation),
    locatePlace(deps.geo, input.deliveryLocation),
  ]);
  if (!pickup) throw AppError.validation('pickupLocation', SHARED_TRUCK_MESSAGES.locationNotFound('pickup'));
  if (!delivery)
    throw AppError.validation('deliveryLocation', SHARED_TRUCK_MESSAGES.locationNotFound('delivery'));
  const slotStartHour = Number(input.departureTime.split('-')[0]);
  const routeKm = Math.round(estimateRoute(pickup, delivery, slotStartHour).distanceKm * 10) / 10;
  const truckType = input.truckType as TruckType;
  const values = {
    ownerId: userId,
    isDemo: false,
    partnerVehicleId,
    companyName: input.companyName,
    truckType,
    capacityTons: input.capacity,
    capacityKg: Math.round(input.capacity * 1000),
    capacityM3: TRUCK_VOLUME_M3[truckType],
    pickupLocation: input.pickupLocation,
    pickupPlace: pickup.name,
    pickupLat: pickup.lat,
    pickupLon: pickup.lon,
    deliveryLocation: input.deliveryLocation,
    deliveryPlace: delivery.name,
    deliveryLat: delivery.lat,
    deliveryLon: delivery.lon,
    departureDate: input.departureDate,
    departureSlot: input.departureTime,
    costPerKmInr: input.costPerKm,
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    additionalNotes: input.additionalNotes ?? null,
    capabilities: truckCapabilities(truckType, input.additionalNotes),
    maxDetourKm: maxDetourKm(routeKm),
    routeKm,
    expiresAt: truckExpiresAt(input.departureDate, input.departureTime),
    updatedAt: now,
  } satisfies NewTruckRow;

  return deps.db.transaction(async (tx) => {
    // One owner's concurrent submits of the same truck are serialised so the duplicate check sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`logisaathi:pool-owner:${userId}`}))`);
    const existing = (await findOwnersActiveTrucks(tx, userId)).find((row) => isSameEntry(row, values));
    if (existing) {
      if (values.capacityKg < existing.reservedKg) {
        throw AppError.validation(
          'capacity',
          serverText('pool.capacityBelowRequested', { kg: Math.ceil(existing.reservedKg) }),
        );
      }
      const { ownerId: _owner, ...patch } = values;
      const row = await updateTruck(tx, existing.id, patch);
      return { truck: toOwnTruckDto(row, now), merged: true };
    }
    const row = await insertTruck(tx, { ...values, createdAt: now });
    await raiseAlert(tx, userId, {
      type: 'success',
      title: 'Truck Added to Pool',
      message: serverText('pool.truckAdded', {
        company: row.companyName,
        type: row.truckType,
        tons: row.capacityTons,
        route: truckRouteText(row),
        when: truckSlotText(row),
      }),
      status: 'active',
      priority: 'low',
      route: truckRouteText(row),
    });
    return { truck: toOwnTruckDto(row, now), merged: false };
  });
}
