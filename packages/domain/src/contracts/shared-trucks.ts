/* Answers of /api/shared-trucks (apps/api/src/modules/shared-trucks): match cards, own trucks, slot requests. */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { latLonSchema, okData } from './envelope';

export const truckStopViewSchema = z.object({
  kind: z.enum(['start', 'pickup', 'drop', 'end']),
  label: z.string().max(RESPONSE_TEXT_MAX.address),
  lat: z.number(),
  lon: z.number(),
  etaIso: z.string().max(RESPONSE_TEXT_MAX.instant),
  isYours: z.boolean(),
});
export type TruckStopView = z.output<typeof truckStopViewSchema>;

export const costShareViewSchema = z.object({
  label: z.string().max(RESPONSE_TEXT_MAX.address),
  isYou: z.boolean(),
  standaloneInr: z.number(),
  shareInr: z.number(),
  savingsInr: z.number(),
});
export type CostShareView = z.output<typeof costShareViewSchema>;

/** The 'Truck match card' of spec section 3 plus the plan and the fair cost split. */
export const truckMatchCardSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  company: z.string().max(RESPONSE_TEXT_MAX.name),
  rating: z.number(),
  ratingCount: z.number().int().nullable(),
  deliveries: z.number(),
  route: z.string().max(RESPONSE_TEXT_MAX.address),
  departure: z.string().max(RESPONSE_TEXT_MAX.text),
  statusText: z.enum(['Transit in', 'Transit ends in']),
  timeLeftMs: z.number(),
  capacity: z.string().max(RESPONSE_TEXT_MAX.name),
  truckType: z.string().max(RESPONSE_TEXT_MAX.name),
  pickupLocation: z.string().max(RESPONSE_TEXT_MAX.address),
  deliveryLocation: z.string().max(RESPONSE_TEXT_MAX.address),
  availableSpace: z.number(),
  currentWeight: z.number(),
  maxWeight: z.number(),
  originalCost: z.number(),
  cost: z.number(),
  savings: z.number(),
  compatible: z.boolean(),
  reasons: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
  departureTime: z.string().max(RESPONSE_TEXT_MAX.instant),
  departureDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  slot: z.string().max(RESPONSE_TEXT_MAX.code),
  specialRequirements: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
  isDemo: z.boolean(),
  isPlanned: z.boolean(),
  detourKm: z.number().nullable(),
  score: z.number(),
  weightKg: z.number(),
  pickupPoint: latLonSchema,
  deliveryPoint: latLonSchema,
  stops: z.array(truckStopViewSchema),
  costSplit: z.object({
    rule: z.string().max(RESPONSE_TEXT_MAX.text),
    costPerKmInr: z.number(),
    plannedKm: z.number(),
    routeCostInr: z.number(),
    poolingSaves: z.boolean(),
    yourShareInr: z.number(),
    youPayInr: z.number(),
    shares: z.array(costShareViewSchema),
  }),
});
export type TruckMatchCard = z.output<typeof truckMatchCardSchema>;

export const matchBasisSchema = z.object({
  kind: z.enum(['delivery', 'route']),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  pickup: z.string().max(RESPONSE_TEXT_MAX.address).nullable(),
  drop: z.string().max(RESPONSE_TEXT_MAX.address).nullable(),
  weightKg: z.number(),
  distanceKm: z.number().nullable(),
  date: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  slot: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
});
export type MatchBasis = z.output<typeof matchBasisSchema>;

const tabCountsSchema = z.record(z.string().max(RESPONSE_TEXT_MAX.code), z.number());

export const pooledDeliveryViewSchema = z.object({
  _id: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  route: z.string().max(RESPONSE_TEXT_MAX.address),
  deliveryDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  timeSlot: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  weightKg: z.number(),
  waitsUntil: z.string().max(RESPONSE_TEXT_MAX.instant),
  pickupWindowStart: z.string().max(RESPONSE_TEXT_MAX.text),
  plannedTruck: z
    .object({
      id: z.string().max(RESPONSE_TEXT_MAX.id),
      company: z.string().max(RESPONSE_TEXT_MAX.name),
      route: z.string().max(RESPONSE_TEXT_MAX.address),
    })
    .nullable(),
});

/** GET /api/shared-trucks */
export const poolViewSchema = z.object({
  basis: matchBasisSchema,
  matches: z.array(truckMatchCardSchema),
  total: z.number().int(),
  counts: tabCountsSchema,
  supply: z.object({
    realTrucks: z.number().int(),
    realFreeCapacityKg: z.number(),
    demoTrucks: z.number().int(),
    waitingShipments: z.number().int(),
  }),
  myPooledDeliveries: z.array(pooledDeliveryViewSchema),
});
export type PoolView = z.output<typeof poolViewSchema>;

/** POST /api/shared-trucks/search */
export const poolSearchSchema = z.object({
  basis: matchBasisSchema,
  matches: z.array(truckMatchCardSchema),
  counts: tabCountsSchema,
  total: z.number().int(),
});
export type PoolSearch = z.output<typeof poolSearchSchema>;

export const ownTruckSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  companyName: z.string().max(RESPONSE_TEXT_MAX.name),
  truckType: z.string().max(RESPONSE_TEXT_MAX.name),
  capacity: z.number(),
  capacityKg: z.number(),
  reservedKg: z.number(),
  freeKg: z.number(),
  pickupLocation: z.string().max(RESPONSE_TEXT_MAX.address),
  deliveryLocation: z.string().max(RESPONSE_TEXT_MAX.address),
  pickupPlace: z.string().max(RESPONSE_TEXT_MAX.address),
  deliveryPlace: z.string().max(RESPONSE_TEXT_MAX.address),
  departureDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  departureTime: z.string().max(RESPONSE_TEXT_MAX.instant),
  departureAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  costPerKm: z.number(),
  contactPerson: z.string().max(RESPONSE_TEXT_MAX.name),
  contactPhone: z.string().max(RESPONSE_TEXT_MAX.phone),
  additionalNotes: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  capabilities: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
  maxDetourKm: z.number(),
  status: z.string().max(RESPONSE_TEXT_MAX.code),
  statusText: z.string().max(RESPONSE_TEXT_MAX.text),
  timeLeft: z.string().max(RESPONSE_TEXT_MAX.text),
  plannedStops: z.number().int(),
  plannedKm: z.number().nullable(),
  isDemo: z.boolean(),
  vehicleId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type OwnTruck = z.output<typeof ownTruckSchema>;

export const SLOT_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'withdrawn',
] as const;

export const slotRequestViewSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  status: z.enum(SLOT_REQUEST_STATUSES),
  weightKg: z.number(),
  volumeM3: z.number(),
  pickup: z.string().max(RESPONSE_TEXT_MAX.address),
  drop: z.string().max(RESPONSE_TEXT_MAX.address),
  standaloneInr: z.number(),
  quotedInr: z.number(),
  deliveryRowId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  respondedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  requesterCompany: z.string().max(RESPONSE_TEXT_MAX.name).optional(),
  truck: z.object({
    id: z.string().max(RESPONSE_TEXT_MAX.id),
    company: z.string().max(RESPONSE_TEXT_MAX.name),
    truckType: z.string().max(RESPONSE_TEXT_MAX.name),
    route: z.string().max(RESPONSE_TEXT_MAX.address),
    departure: z.string().max(RESPONSE_TEXT_MAX.text),
    status: z.string().max(RESPONSE_TEXT_MAX.code),
    isDemo: z.boolean(),
  }),
  contact: z
    .object({
      person: z.string().max(RESPONSE_TEXT_MAX.name),
      phone: z.string().max(RESPONSE_TEXT_MAX.phone),
    })
    .nullable(),
});
export type SlotRequestView = z.output<typeof slotRequestViewSchema>;

export const requestsViewSchema = z.object({
  myTrucks: z.array(ownTruckSchema),
  incoming: z.array(slotRequestViewSchema),
  outgoing: z.array(slotRequestViewSchema),
});
export type RequestsView = z.output<typeof requestsViewSchema>;

export const poolRefreshSummarySchema = z.object({
  activeTrucks: z.number().int(),
  waitingShipments: z.number().int(),
  plannedShipments: z.number().int(),
  elapsedMs: z.number(),
  plannedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});

export const poolViewResponseSchema = okData(poolViewSchema);
export const poolSearchResponseSchema = okData(poolSearchSchema);
export const addedTruckResponseSchema = okData(z.object({ truck: ownTruckSchema, merged: z.boolean() }));
export const slotRequestResponseSchema = okData(z.object({ request: slotRequestViewSchema }));
export const poolRefreshResponseSchema = okData(z.object({ summary: poolRefreshSummarySchema }));
export const requestsViewResponseSchema = okData(requestsViewSchema);
export type SlotRequestStatus = (typeof SLOT_REQUEST_STATUSES)[number];
