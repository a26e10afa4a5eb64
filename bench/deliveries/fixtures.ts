// Fixtures of the deliveries load bench: real Delhi NCR addresses, users registered through the API, 100
// deliveries per user written straight into the table, and create bodies.

import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  DELIVERY_STATUSES,
  generateDeliveryId,
  istDateString,
  MS_PER_DAY,
  type DeliveryCode,
} from '@logisaathi/domain';
import { deliveries } from '../../apps/api/src/modules/deliveries/tables';
import { priceDelivery } from '../../apps/api/src/modules/deliveries/price-delivery';

const USERS = 200;
const DELIVERIES_PER_USER = 100;

const PLACES = [
  {
    address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
    name: 'Okhla, Delhi NCR',
    lat: 28.53,
    lon: 77.271,
  },
  {
    address: 'Sector 3, Bawana Industrial Area, Delhi 110039',
    name: 'Bawana, Delhi NCR',
    lat: 28.798,
    lon: 77.036,
  },
  {
    address: 'Shed 7, Narela Industrial Area, Delhi 110040',
    name: 'Narela, Delhi NCR',
    lat: 28.852,
    lon: 77.092,
  },
  {
    address: 'C-41, Mayapuri Industrial Area Phase 1, Delhi 110064',
    name: 'Mayapuri, Delhi NCR',
    lat: 28.637,
    lon: 77.123,
  },
  {
    address: 'F-18, Patparganj Industrial Area, Delhi 110092',
    name: 'Patparganj, Delhi NCR',
    lat: 28.633,
    lon: 77.305,
  },
  {
    address: '14/2 Kirti Nagar Furniture Market, Delhi 110015',
    name: 'Kirti Nagar, Delhi NCR',
    lat: 28.65,
    lon: 77.142,
  },
];
const PACKAGE_TYPES = ['Furniture', 'Electronics', 'Clothing', 'Food Items', 'Fragile Items', 'Documents'];
const SLOTS = ['9-12', '12-15', '15-18', '18-21'];

export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export async function registerUsers(base: string): Promise<Array<{ id: string; token: string }>> {
  const users: Array<{ id: string; token: string }> = [];
  let next = 0;
  // argon2 hashing is deliberately slow; a few at a time, all before the timed part.
  const worker = async () => {
    while (next < USERS) {
      const n = next++;
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `User${n}`,
          email: `bench${n}.${crypto.randomBytes(3).toString('hex')}@example.in`,
          password: 'secret123',
          company: `Bench Traders ${n}`,
          phone: `98${String(10_000_000 + n).slice(-8)}`,
          businessType: 'wholesale',
        }),
      });
      if (res.status !== 201) throw new Error(`register ${n}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { token: string; user: { id: string } };
      users.push({ id: body.user.id, token: body.token });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return users;
}

/** 100 deliveries per user straight into the table, spread over the last 90 days, with realistic mixes. */
export async function seed(url: string, users: Array<{ id: string }>) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle({ client: pool });
  const now = Date.now();
  let batch: Array<typeof deliveries.$inferInsert> = [];
  let serial = 0;
  // 20,000 draws from 32^6 collide with about 19% probability (birthday bound); the API retries, the seed dedupes.
  const used = new Set<string>();
  const uniqueId = (): DeliveryCode => {
    for (;;) {
      const id = generateDeliveryId(crypto.randomBytes(6));
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  for (const user of users) {
    for (let i = 0; i < DELIVERIES_PER_USER; i += 1) {
      serial += 1;
      const from = pick(PLACES, serial);
      const to = pick(PLACES, serial * 7 + 3 === serial ? serial + 1 : serial * 7 + 3);
      const distanceKm = Math.round((5 + ((serial * 37) % 400) / 10) * 10) / 10;
      const weightKg = 1 + ((serial * 13) % 300) / 10;
      const mode = serial % 4 === 0 ? 'pooled' : 'regular';
      const createdAt = new Date(now - ((serial * 7919) % (90 * 24 * 60)) * 60_000);
      const status = pick(DELIVERY_STATUSES, serial * 3);
      const date = istDateString(new Date(createdAt.getTime() + MS_PER_DAY));
      batch.push({
        userId: user.id,
        deliveryId: uniqueId(),
        customerName: `Customer ${serial}`,
        customerPhone: `9${String(100_000_000 + serial).slice(-9)}`,
        pickupAddress: from.address,
        pickupLat: from.lat,
        pickupLon: from.lon,
        pickupPlace: from.name,
        deliveryAddress: to.address,
        deliveryLat: to.lat,
        deliveryLon: to.lon,
        deliveryPlace: to.name,
        packageType: pick(PACKAGE_TYPES, serial),
        weightKg,
        specialInstructions: serial % 3 === 0 ? 'Handle with care' : null,
        pickupDate: date,
        deliveryDate: date,
        timeSlot: pick(SLOTS, serial),
        ...priceDelivery(distanceKm, weightKg, mode),
        distanceKm,
        durationMin: Math.round((distanceKm / 22) * 60),
        routeGeometry: {
          type: 'LineString',
          coordinates: [
            [from.lon, from.lat],
            [to.lon, to.lat],
          ],
        },
        routeSource: 'bench-seed',
        status,
        statusHistory: [{ status, at: createdAt.toISOString(), note: null }],
        mode,
        createdAt,
        updatedAt: createdAt,
      });
      if (batch.length === 1000) {
        await db.insert(deliveries).values(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await db.insert(deliveries).values(batch);
  await pool.query('ANALYZE deliveries');
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from deliveries');
  await pool.end();
  return Number(rows[0]?.n ?? 0);
}

/**
 * Create bodies cycle through six real addresses, as a business booking from its own units does. With
 * BENCH_UNIQUE_ADDRESSES=1 every request names a unit number never seen before, so no address is ever answered
 * from the geocoder's memory (the worst case for the create path).
 */
export const UNIQUE_ADDRESSES = process.env.BENCH_UNIQUE_ADDRESSES === '1';

export function createBody(i: number, date: string): string {
  const address = (place: (typeof PLACES)[number]) =>
    UNIQUE_ADDRESSES ? `Unit ${i + 1}, ${place.address}` : place.address;
  return JSON.stringify({
    pickupAddress: address(pick(PLACES, i)),
    deliveryAddress: address(pick(PLACES, i + 1 + (i % 4))),
    packageType: pick(PACKAGE_TYPES.slice(0, 5), i),
    weight: 2 + (i % 40),
    deliveryDate: date,
    deliveryTime: pick(SLOTS, i),
    customerName: `Bench Customer ${i}`,
    customerPhone: '9811022334',
    mode: i % 3 === 0 ? 'pooled' : 'regular',
    pricing: { totalCost: 1 },
  });
}
