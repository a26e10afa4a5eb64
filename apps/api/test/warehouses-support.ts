import type { FastifyInstance } from 'fastify';
import { istToday } from '@logisaathi/domain';
import type { TestUser } from './helper';

/** The IST calendar day `days` after today, as 'YYYY-MM-DD'. */
export function dayFromToday(days: number): string {
  const d = new Date(`${istToday(new Date())}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface WarehouseView {
  id: string;
  name: string;
  location: string;
  pincode: string;
  lat: number;
  lon: number;
  type: 'Premium' | 'Standard' | 'Economy';
  availability: 'Available' | 'Limited' | 'Full';
  availableSpace: number;
  totalSpace: number;
  pricePerDay: number;
  pricePerMonth: number;
  distance: string | null;
  distanceKm: number | null;
  isDemo: boolean;
  isOwn: boolean;
  operator: { name: string };
  [key: string]: unknown;
}

export const LISTING = {
  name: 'Verma Storage Okhla',
  location: 'Okhla Phase II',
  address: 'Shed 12, Okhla Industrial Area Phase II, New Delhi',
  pincode: '110020',
  lat: 28.533,
  lon: 77.272,
  type: 'Standard',
  operatorName: 'Verma Traders',
  openingHours: 'Mon-Sat 9 AM - 8 PM',
  capacity: '20 pallet positions',
  lastMile: 'Same-day across South Delhi, 10 km radius',
  features: ['CCTV', 'Loading dock'],
  totalSpace: 1000,
  pricePerDay: 2,
  pricePerMonth: 45,
};

export async function createListing(
  app: FastifyInstance,
  owner: TestUser,
  patch: Record<string, unknown> = {},
): Promise<WarehouseView> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/micro-warehouses',
    headers: owner.auth,
    payload: { ...LISTING, ...patch },
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.statusCode} ${res.body}`);
  return res.json().data.warehouse;
}

export async function getWarehouse(app: FastifyInstance, user: TestUser, id: string): Promise<WarehouseView> {
  return (await app.inject({ method: 'GET', url: `/api/micro-warehouses/${id}`, headers: user.auth })).json()
    .data.warehouse;
}

export function book(
  app: FastifyInstance,
  user: TestUser,
  warehouseId: string,
  patch: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/micro-warehouses/book',
    headers: user.auth,
    payload: {
      warehouseId,
      spaceRequired: 100,
      duration: 7,
      startDate: dayFromToday(1),
      packageType: 'Electronics',
      ...patch,
    },
  });
}
