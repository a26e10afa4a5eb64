/*
 * Constants and small rules of the shared-truck pool that the specification leaves open. Each says where its
 * figure comes from. The consolidation planner's own rules (stop service time, solver budget and seed) live with
 * the planner in packages/pooling (consolidation/rules.ts).
 */
import type { TruckType } from '@logisaathi/domain';
import { haversineTravel, type TravelEstimator } from '@logisaathi/pooling';
import { serverText } from '../../../lib/texts';

/**
 * Load volume of each body in m3 (length x width x height of the usual Indian body: Tata Ace-class mini truck
 * 2.2 x 1.5 x 1.5 m; 407 3.0 x 1.8 x 1.8; 709 5.2 x 2.0 x 2.0; 1109 6.1 x 2.2 x 2.2; 1613 7.3 x 2.4 x 2.4;
 * 20 ft container 33 m3; a medium reefer body 4.3 x 2.0 x 2.0). Only used to check that a shipment's volume fits.
 */
export const TRUCK_VOLUME_M3: Record<TruckType, number> = {
  'Mini Truck': 5,
  'Tata 407': 10,
  'Tata 709': 21,
  'Tata 1109': 30,
  'Tata 1613': 42,
  'Container Truck': 33,
  'Refrigerated Truck': 17,
};

/**
 * Largest extra road distance a truck takes for one pooled shipment: a fifth of its own trip, at least 8 km and
 * at most 25 km (a detour beyond that costs the transporter more than a typical NCR part load pays).
 */
export function maxDetourKm(routeKm: number): number {
  return Math.round(Math.min(25, Math.max(8, routeKm * 0.2)) * 10) / 10;
}

/**
 * Matching and planning travel: straight line x 1.35 (the median road detour ratio of NCR trips measured on
 * OpenStreetMap by packages/geo's calibration) at 22 km/h, the average goods-vehicle speed across a day in
 * Delhi traffic. Deliberately the fast estimator: ranking 5,000 trucks asks for ~100,000 legs.
 */
export const POOL_ROAD_FACTOR = 1.35;
export const POOL_AVERAGE_SPEED_KMH = 22;
export const poolTravel: TravelEstimator = haversineTravel(POOL_AVERAGE_SPEED_KMH, POOL_ROAD_FACTOR);

/** A truck leaves within its slot and must finish its trip within this many hours after the slot ends. */
export const TRIP_FINISH_HOURS_AFTER_SLOT = 6;
/** A flexible pickup or delivery (pooling preferences) widens that side's window by this many hours. */
export const FLEXIBLE_WINDOW_HOURS = 3;
/** A plan older than this is recomputed on the next read even if nothing changed (wait times run out). */
export const PLAN_MAX_AGE_MS = 10 * 60_000;
/** Cards returned by one pool read or search. */
export const MAX_CARDS = 200;
/** Route searches without a weight, and the pool view without a delivery, price a slot of this weight. */
export const REFERENCE_WEIGHT_KG = 100;

/**
 * Capabilities a shipment can need and the truck bodies that offer them. Handling instructions ('Fragile',
 * 'Keep upright', ...) can be followed on any truck; temperature and rain protection need the right body.
 */
export const CAPABILITY_LABELS = { refrigerated: 'Refrigerated', covered: 'Covered body' } as const;
export type Capability = keyof typeof CAPABILITY_LABELS;

export function truckCapabilities(type: TruckType, notes: string | null | undefined): Capability[] {
  const found = new Set<Capability>();
  if (type === 'Refrigerated Truck') {
    found.add('refrigerated');
    found.add('covered');
  }
  if (type === 'Container Truck') found.add('covered');
  const text = (notes ?? '').toLowerCase();
  if (/refrigerat|reefer|cold chain|chilled/.test(text)) found.add('refrigerated');
  if (/covered|closed body|container|tarpaulin|waterproof/.test(text)) found.add('covered');
  return [...found];
}

/** What a shipment's requirements and special instructions ask of the truck body. */
export function shipmentNeeds(texts: ReadonlyArray<string | null | undefined>): Capability[] {
  const joined = texts.filter(Boolean).join(' ').toLowerCase();
  const needs: Capability[] = [];
  if (/temperature sensitive|refrigerat|cold chain|frozen|chilled/.test(joined)) needs.push('refrigerated');
  if (/keep dry|waterproof|covered/.test(joined)) needs.push('covered');
  return needs;
}

export const SHARED_TRUCK_MESSAGES = {
  truckNotFound: 'Truck not found',
  requestNotFound: 'Slot request not found',
  truckExpired: 'This truck has left the pool',
  demoNotBookable: 'Demo trucks cannot be booked',
  ownTruck: 'You cannot request a slot on your own truck',
  alreadyRequested: 'This delivery already has a slot request on a shared truck',
  deliveryNotScheduled: 'Only scheduled deliveries can join a shared truck',
  deliveryRequired: 'Choose one of your pooled deliveries for this slot',
  deliveryNotPooled: 'Only a delivery in pooling mode can take a slot on a shared truck',
  tooManyPending: (max: number) => serverText('pool.tooManyPending', { max }),
  notYourRequest: 'Slot request not found',
  cannotWithdraw: (status: string) => serverText('pool.cannotWithdraw', { status }),
  alreadyAnswered: (status: string) => serverText('pool.alreadyAnswered', { status }),
  noSpace: (leftKg: number) => serverText('pool.noSpaceKg', { kg: Math.max(0, Math.floor(leftKg)) }),
  noVolume: (leftM3: number) => serverText('pool.noSpaceM3', { m3: Math.max(0, Math.floor(leftM3 * 10) / 10) }),
  locationNotFound: (side: 'pickup' | 'delivery') => serverText('pool.unresolvedLocation', { side }),
} as const;
