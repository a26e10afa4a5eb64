import { sql } from 'drizzle-orm';
import { availableSlots, istDateString, MS_PER_DAY, type TruckType } from '@logisaathi/domain';
import { estimateRoute } from '@logisaathi/geo';
import type { Infrastructure } from '../../../lib/infrastructure';
import { DEMO_TRUCKS } from './demo-trucks';
import { expirePoolEntries } from '../use-cases/expire-pool-entries';
import { locatePlace } from '../../places/locate-place';
import { truckExpiresAt } from '../model/pool-entities';
import { maxDetourKm, truckCapabilities, TRUCK_VOLUME_M3 } from '../model/pool-rules';
import {
  countTrucks,
  deleteDemoTrucks,
  insertTrucks,
  type NewTruckRow,
} from '../repositories/trucks-repository';

/**
 * Loads labelled demo trucks (DESIGN.md: demo data, clearly labelled). Runs at start: first it expires ended
 * entries, then, while no business has ever offered a real truck and no demo truck is left, it (re)loads the
 * demo set departing over the next days, so a new business always sees how pooling works and real supply is
 * never mixed with demo supply. Demo trucks carry a load share of their own (they are part-loaded) but hold no
 * requests: they cannot be booked.
 */
export async function seedDemoTrucks(
  ctx: Pick<Infrastructure, 'db' | 'geo'>,
  now = new Date(),
): Promise<void> {
  await expirePoolEntries(ctx.db, now);
  const rows: NewTruckRow[] = [];
  for (const demo of DEMO_TRUCKS) {
    const [pickup, delivery] = await Promise.all([
      locatePlace(ctx.geo, demo.pickupLocation),
      locatePlace(ctx.geo, demo.deliveryLocation),
    ]);
    if (!pickup || !delivery) continue;
    let date = istDateString(new Date(now.getTime() + demo.dayOffset * MS_PER_DAY));
    // A slot that has already started today moves to tomorrow.
    if (!availableSlots(date, now).includes(demo.slot))
      date = istDateString(new Date(now.getTime() + (demo.dayOffset + 1) * MS_PER_DAY));
    const routeKm =
      Math.round(estimateRoute(pickup, delivery, Number(demo.slot.split('-')[0])).distanceKm * 10) / 10;
    const truckType: TruckType = demo.truckType;
    const capacityKg = Math.round(demo.capacityTons * 1000);
    rows.push({
      ownerId: null,
      isDemo: true,
      companyName: demo.companyName,
      truckType,
      capacityTons: demo.capacityTons,
      capacityKg,
      capacityM3: TRUCK_VOLUME_M3[truckType],
      reservedKg: Math.round(capacityKg * demo.loadShare),
      reservedM3: Math.round(TRUCK_VOLUME_M3[truckType] * demo.loadShare * 10) / 10,
      pickupLocation: demo.pickupLocation,
      pickupPlace: pickup.name,
      pickupLat: pickup.lat,
      pickupLon: pickup.lon,
      deliveryLocation: demo.deliveryLocation,
      deliveryPlace: delivery.name,
      deliveryLat: delivery.lat,
      deliveryLon: delivery.lon,
      departureDate: date,
      departureSlot: demo.slot,
      costPerKmInr: demo.costPerKm,
      contactPerson: demo.contactPerson,
      contactPhone: '9000000000',
      additionalNotes: `Demo truck — for illustration. ${demo.notes}`,
      capabilities: truckCapabilities(truckType, demo.notes),
      maxDetourKm: maxDetourKm(routeKm),
      routeKm,
      rating: demo.rating,
      completedDeliveries: demo.completedDeliveries,
      expiresAt: truckExpiresAt(date, demo.slot),
      createdAt: now,
      updatedAt: now,
    });
  }
  await ctx.db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the advisory lock lets only one of them seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('logisaathi:seed-demo-trucks'))`);
    if ((await countTrucks(tx, { isDemo: false })) > 0) return;
    if ((await countTrucks(tx, { isDemo: true, activeOnly: true })) > 0) return;
    await deleteDemoTrucks(tx);
    await insertTrucks(tx, rows);
  });
}
