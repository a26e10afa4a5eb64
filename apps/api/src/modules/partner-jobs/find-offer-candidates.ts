/*
 * Which vehicles a delivery is offered to. The dispatch issue replaces this choice (ranking, waves, batch
 * assignment); everything else calls only findOfferCandidates, so the policy lives in this one file.
 *
 * Now: every vehicle that is online with a position from the last 10 minutes, has its documents valid and a
 * driver with a valid licence, is within the partner's working hours, carries the weight and size with the
 * features the package needs, has no unfinished job, has not declined this delivery, and is within the radius
 * of the pickup by the calibrated road estimate.
 */
import {
  fitsVehicle,
  hasFeatures,
  isWithinWorkingHours,
  istParts,
  licenceProblem,
  minutesOfDay,
  POSITION_STALE_MS,
  requiredFeatures,
  vehicleCompliance,
  type VehicleBodySize,
} from '@logisaathi/domain';
import { estimateRoute } from '@logisaathi/geo';
import { and, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  partnerDocuments,
  partnerDrivers,
  partnerJobs,
  partnerOffers,
  partners,
  partnerVehicles,
} from '../../db/schema/index';
import type { DeliveryRow } from '../deliveries/deliveries-repository';

export interface OfferCandidate {
  vehicleId: string;
  partnerId: string;
  isDemo: boolean;
  /** Road estimate from the vehicle's position to the pickup, km (one decimal). */
  toPickupKm: number;
}

export async function findOfferCandidates(
  db: DbOrTx,
  delivery: DeliveryRow,
  options: { radiusKm: number; now: Date },
): Promise<OfferCandidate[]> {
  const { now } = options;
  const busy = db
    .select({ id: partnerJobs.vehicleId })
    .from(partnerJobs)
    .innerJoin(deliveries, eq(deliveries.id, partnerJobs.deliveryRowId))
    .where(notInArray(deliveries.status, ['Delivered', 'Failed', 'Cancelled']));
  const declined = db
    .select({ id: partnerOffers.vehicleId })
    .from(partnerOffers)
    .where(and(eq(partnerOffers.deliveryRowId, delivery.id), eq(partnerOffers.status, 'declined')));
  const rows = await db
    .select({
      vehicle: partnerVehicles,
      partner: partners,
      licenceExpiresOn: partnerDrivers.licenceExpiresOn,
    })
    .from(partnerVehicles)
    .innerJoin(partners, eq(partners.userId, partnerVehicles.partnerId))
    .innerJoin(partnerDrivers, eq(partnerDrivers.id, partnerVehicles.currentDriverId))
    .where(
      and(
        eq(partnerVehicles.online, true),
        isNotNull(partnerVehicles.lastLat),
        gte(partnerVehicles.lastPositionAt, new Date(now.getTime() - POSITION_STALE_MS)),
        gte(partnerVehicles.payloadKg, sql`${Math.ceil(delivery.weightKg)}`),
        notInArray(partnerVehicles.id, busy),
        notInArray(partnerVehicles.id, declined),
      ),
    );
  if (rows.length === 0) return [];
  const documents = await db
    .select({
      vehicleId: partnerDocuments.vehicleId,
      kind: partnerDocuments.kind,
      expiresOn: partnerDocuments.expiresOn,
    })
    .from(partnerDocuments)
    .where(
      inArray(
        partnerDocuments.vehicleId,
        rows.map((r) => r.vehicle.id),
      ),
    );
  const needs = requiredFeatures(delivery.packageType, delivery.specialInstructions);
  const pkg = {
    weightKg: delivery.weightKg,
    lengthCm: delivery.lengthCm,
    widthCm: delivery.widthCm,
    heightCm: delivery.heightCm,
  };
  const ist = istParts(now);
  const minute = ist.hour * 60 + ist.minute;
  const out: OfferCandidate[] = [];
  for (const { vehicle, partner, licenceExpiresOn } of rows) {
    if (licenceProblem(licenceExpiresOn, now)) continue;
    if (partner.workStart && partner.workEnd) {
      const hours = { start: partner.workStart, end: partner.workEnd };
      if (minutesOfDay(hours.start) !== minutesOfDay(hours.end) && !isWithinWorkingHours(hours, minute))
        continue;
    }
    const body: VehicleBodySize = {
      lengthCm: vehicle.lengthCm,
      widthCm: vehicle.widthCm,
      heightCm: vehicle.heightCm,
    };
    if (!fitsVehicle(pkg, { payloadKg: vehicle.payloadKg, body })) continue;
    if (!hasFeatures(vehicle.features, needs)) continue;
    const own = documents.filter((d) => d.vehicleId === vehicle.id);
    if (!vehicleCompliance(own, now).canTakeJobs) continue;
    const from = { lat: vehicle.lastLat ?? 0, lon: vehicle.lastLon ?? 0 };
    const km = estimateRoute(from, { lat: delivery.pickupLat, lon: delivery.pickupLon }, ist.hour).distanceKm;
    if (km > options.radiusKm) continue;
    out.push({
      vehicleId: vehicle.id,
      partnerId: vehicle.partnerId,
      isDemo: vehicle.isDemo,
      toPickupKm: Math.round(km * 10) / 10,
    });
  }
  return out.sort((a, b) => a.toPickupKm - b.toPickupKm);
}
