/**
 * The speed bench's database (speed.ts): rows written straight through the API's Drizzle schema, as many as a
 * large day holds. Trucks from the day bench's fixtures (types, features, homes near the industrial areas) are
 * online and fresh near home, each with its partner, a paired driver with an approved licence and the four approved
 * documents; a third hold one to three unfinished jobs of the day. The waiting bookings are picked up in the
 * estates, one of the four slots of `day`, booked minutes ago (dispatchable at once, inside their promise).
 */
import crypto from 'node:crypto';
import { addDaysToIsoDate, slotWindow, TIME_SLOTS, type DeliveryRowId } from '@logisaathi/domain';
import type { Random } from '@logisaathi/pooling';
import type { Db } from '../../apps/api/src/db/client';
import { deliveries } from '../../apps/api/src/modules/deliveries/tables';
import {
  partnerDocuments,
  partnerDrivers,
  partnerJobs,
  partners,
  partnerVehicles,
} from '../../apps/api/src/modules/partners/tables';
import { driverAssignments } from '../../apps/api/src/modules/tracking/tables';
import { users } from '../../apps/api/src/modules/users/tables';
import { estatePoint, jitter, loadPlaces, makeFleet, makeLoad, pick } from './fixtures';

const CHUNK = 500;

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const engineFeature = (f: string) => (f === 'tail_lift' ? 'tailLift' : f);

function deliveryRow(
  i: number,
  userId: string,
  at: { pickup: { lat: number; lon: number }; drop: { lat: number; lon: number } },
  day: string,
  slot: string,
  weightKg: number,
  createdAt: Date,
) {
  return {
    id: crypto.randomUUID() as DeliveryRowId,
    userId,
    deliveryId: `LS-BENCH-${String(i).padStart(6, '0')}` as (typeof deliveries.$inferInsert)['deliveryId'],
    customerName: 'Bench Customer',
    customerPhone: '9811122233',
    pickupAddress: 'Bench pickup',
    pickupLat: at.pickup.lat,
    pickupLon: at.pickup.lon,
    pickupPlace: 'Bench pickup',
    deliveryAddress: 'Bench drop',
    deliveryLat: at.drop.lat,
    deliveryLon: at.drop.lon,
    deliveryPlace: 'Bench drop',
    packageType: 'Electronics',
    weightKg,
    pickupDate: day,
    deliveryDate: day,
    timeSlot: slot,
    baseCostInr: 500,
    distanceCostInr: 300,
    weightCostInr: 100,
    specialHandlingCostInr: 0,
    regularCostInr: 900,
    totalCostInr: 900,
    distanceKm: 20,
    durationMin: 45,
    statusHistory: [],
    mode: 'regular',
    createdAt,
  } as typeof deliveries.$inferInsert;
}

export async function seedDispatchLoad(
  db: Db,
  options: { vehicles: number; deliveries: number; day: string; now: Date; random: Random },
): Promise<void> {
  const { random, day, now } = options;
  const places = loadPlaces();
  const fleet = makeFleet(options.vehicles, places, random);
  const password = 'x'.repeat(60);
  const user = (i: number, role: 'partner' | 'shipper') => ({
    id: crypto.randomUUID(),
    email: `${role}${i}@bench.invalid`,
    passwordHash: password,
    firstName: 'Bench',
    lastName: String(i),
    company: `Bench ${role} ${i}`,
    phone: String(9000000000 + i),
    businessType: 'Manufacturing',
    role,
  });
  const shipper = user(0, 'shipper');
  const partnerUsers = fleet.map((_, i) => user(i, 'partner'));
  await db.insert(users).values(shipper);
  await insertAll(partnerUsers, (chunk) => db.insert(users).values(chunk));
  await insertAll(
    fleet.map((v, i) => ({
      userId: (partnerUsers[i] as { id: string }).id,
      kind: 'owner_driver',
      businessName: `Bench Transport ${i}`,
      homeLat: v.home.lat,
      homeLon: v.home.lon,
    })),
    (chunk) => db.insert(partners).values(chunk),
  );
  const drivers = fleet.map((_, i) => ({
    id: crypto.randomUUID(),
    partnerId: (partnerUsers[i] as { id: string }).id,
    name: `Driver ${i}`,
    phone: String(8000000000 + i),
    licenceNumber: `DL-0420260${String(i).padStart(6, '0')}`,
    licenceExpiresOn: addDaysToIsoDate(day, 400),
  }));
  await insertAll(drivers, (chunk) => db.insert(partnerDrivers).values(chunk));
  const vehicles = fleet.map((v, i) => {
    const position = jitter(v.home, 3, random);
    return {
      id: crypto.randomUUID(),
      partnerId: (partnerUsers[i] as { id: string }).id,
      registrationNumber: `HR${String(10 + (i % 89)).padStart(2, '0')}BN${String(i).padStart(4, '0')}`,
      bodyType: 'Tata 407',
      payloadKg: v.state.payloadKg,
      lengthCm: v.state.body.lengthCm,
      widthCm: v.state.body.widthCm,
      heightCm: v.state.body.heightCm,
      features: v.state.features.map(engineFeature),
      permits: [],
      currentDriverId: (drivers[i] as { id: string }).id,
      online: true,
      lastLat: position.lat,
      lastLon: position.lon,
      lastPositionAt: new Date(now.getTime() - random.int(5 * 60_000)),
    };
  });
  await insertAll(vehicles, (chunk) => db.insert(partnerVehicles).values(chunk));
  await insertAll(
    vehicles.flatMap((v) =>
      ['rc', 'insurance', 'puc', 'permit'].map((kind) => ({
        partnerId: v.partnerId,
        vehicleId: v.id,
        kind,
        expiresOn: addDaysToIsoDate(day, 300),
        fileName: `${kind}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 1000,
        sha256: '0'.repeat(64),
        storageKey: `bench/${v.id}/${kind}`,
        reviewStatus: 'approved',
      })),
    ),
    (chunk) => db.insert(partnerDocuments).values(chunk),
  );
  // Each driver's approved licence: without it no truck may take a job (domain licenceProblem).
  await insertAll(
    drivers.map((d) => ({
      partnerId: d.partnerId,
      driverId: d.id,
      kind: 'licence',
      expiresOn: addDaysToIsoDate(day, 400),
      fileName: 'licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      sha256: '0'.repeat(64),
      storageKey: `bench/${d.id}/licence`,
      reviewStatus: 'approved',
    })),
    (chunk) => db.insert(partnerDocuments).values(chunk),
  );

  // Held jobs: a third of the trucks already carry one to three deliveries of the day, planned in their slots.
  // Everything was booked two minutes ago: dispatchable at once, inside its promise.
  const bookedAt = new Date(now.getTime() - 2 * 60_000);
  const held: Array<typeof deliveries.$inferInsert> = [];
  const jobs: Array<typeof partnerJobs.$inferInsert> = [];
  const assignments: Array<typeof driverAssignments.$inferInsert> = [];
  vehicles.forEach((vehicle, i) => {
    if (random.next() >= 0.33) return;
    for (let k = 0, n = 1 + random.int(3); k < n; k++) {
      const slot = TIME_SLOTS[k] as string;
      const start = slotWindow(day, slot).start.getTime() + random.next() * 3_600_000;
      const row = deliveryRow(
        100_000 + held.length,
        shipper.id,
        {
          pickup: estatePoint(places, random).point,
          drop: jitter(pick(places.destinations, random), 1, random),
        },
        day,
        slot,
        200,
        bookedAt,
      );
      held.push(row);
      const assignmentId = crypto.randomUUID();
      assignments.push({
        id: assignmentId,
        deliveryRowId: row.id as DeliveryRowId,
        driverName: `Driver ${i}`,
        driverPhone: String(8000000000 + i),
        vehicleNumber: vehicle.registrationNumber,
        tokenHash: crypto.randomBytes(16).toString('hex'),
      });
      jobs.push({
        assignmentId,
        deliveryRowId: row.id as string,
        partnerId: vehicle.partnerId,
        vehicleId: vehicle.id,
        driverId: (drivers[i] as { id: string }).id,
        farePaise: 90_000,
        commissionPercent: 10,
        commissionPaise: 9_000,
        netPaise: 81_000,
        acceptedAt: bookedAt,
        plannedPickupAt: new Date(start),
        plannedDoneAt: new Date(start + (0.8 + random.next()) * 3_600_000),
      } as typeof partnerJobs.$inferInsert);
    }
  });
  const waiting = Array.from({ length: options.deliveries }, (_, i) =>
    deliveryRow(
      i,
      shipper.id,
      {
        pickup: estatePoint(places, random).point,
        drop: jitter(pick(places.destinations, random), 1, random),
      },
      day,
      pick(TIME_SLOTS, random),
      makeLoad(random).weightKg,
      bookedAt,
    ),
  );
  await insertAll([...held, ...waiting], (chunk) => db.insert(deliveries).values(chunk));
  await insertAll(assignments, (chunk) => db.insert(driverAssignments).values(chunk));
  await insertAll(jobs, (chunk) => db.insert(partnerJobs).values(chunk));
}
