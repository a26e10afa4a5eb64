/* Answers of /api/shared-trucks (apps/api/src/modules/shared-trucks): match cards, own trucks, slot requests. */
import { z } from 'zod';
import { latLonSchema, okData } from './envelope';

export const truckStopViewSchema = z.object({
  kind: z.enum(['start', 'pickup', 'drop', 'end']),
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
  etaIso: z.string(),
  isYours: z.boolean(),
});
export type TruckStopView = z.output<typeof truckStopViewSchema>;

export const costShareViewSchema = z.object({
  label: z.string(),
  isYou: z.boolean(),
  standaloneInr: z.number(),
  shareInr: z.number(),
  savingsInr: z.number(),
});
export type CostShareView = z.output<typeof costShareViewSchema>;

/** The 'Truck match card' of spec section 3 plus the plan and the fair cost split. */
export const truckMatchCardSchema = z.object({
  id: z.string(),
  company: z.string(),
  rating: z.number(),
  ratingCount: z.number().int().nullable(),
  deliveries: z.number(),
  route: z.string(),
  departure: z.string(),
  statusText: z.enum(['Transit in', 'Transit ends in']),
  timeLeftMs: z.number(),
  capacity: z.string(),
  truckType: z.string(),
  pickupLocation: z.string(),
  deliveryLocation: z.string(),
  availableSpace: z.number(),
  currentWeight: z.number(),
  maxWeight: z.number(),
  originalCost: z.number(),
  cost: z.number(),
  savings: z.number(),
  compatible: z.boolean(),
  reasons: z.array(z.string()),
  departureTime: z.string(),
  departureDate: z.string(),
  slot: z.string(),
  specialRequirements: z.array(z.string()),
  isDemo: z.boolean(),
  isPlanned: z.boolean(),
  detourKm: z.number().nullable(),
  score: z.number(),
  weightKg: z.number(),
  pickupPoint: latLonSchema,
  deliveryPoint: latLonSchema,
  stops: z.array(truckStopViewSchema),
  costSplit: z.object({
    rule: z.string(),
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
  deliveryId: z.string().nullable(),
  pickup: z.string().nullable(),
  drop: z.string().nullable(),
  weightKg: z.number(),
  distanceKm: z.number().nullable(),
  date: z.string().nullable(),
  slot: z.string().nullable(),
});
export type MatchBasis = z.output<typeof matchBasisSchema>;

const tabCountsSchema = z.record(z.string(), z.number());

export const pooledDeliveryViewSchema = z.object({
  _id: z.string(),
  deliveryId: z.string(),
  route: z.string(),
  deliveryDate: z.string(),
  timeSlot: z.string().nullable(),
  weightKg: z.number(),
  waitsUntil: z.string(),
  pickupWindowStart: z.string(),
  plannedTruck: z.object({ id: z.string(), company: z.string(), route: z.string() }).nullable(),
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
  id: z.string(),
  companyName: z.string(),
  truckType: z.string(),
  capacity: z.number(),
  capacityKg: z.number(),
  reservedKg: z.number(),
  freeKg: z.number(),
  pickupLocation: z.string(),
  deliveryLocation: z.string(),
  pickupPlace: z.string(),
  deliveryPlace: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  departureAt: z.string(),
  costPerKm: z.number(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  additionalNotes: z.string().nullable(),
  capabilities: z.array(z.string()),
  maxDetourKm: z.number(),
  status: z.string(),
  statusText: z.string(),
  timeLeft: z.string(),
  plannedStops: z.number().int(),
  plannedKm: z.number().nullable(),
  isDemo: z.boolean(),
  vehicleId: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
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
  id: z.string(),
  status: z.enum(SLOT_REQUEST_STATUSES),
  weightKg: z.number(),
  volumeM3: z.number(),
  pickup: z.string(),
  drop: z.string(),
  standaloneInr: z.number(),
  quotedInr: z.number(),
  deliveryRowId: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  requesterCompany: z.string().optional(),
  truck: z.object({
    id: z.string(),
    company: z.string(),
    truckType: z.string(),
    route: z.string(),
    departure: z.string(),
    status: z.string(),
    isDemo: z.boolean(),
  }),
  contact: z.object({ person: z.string(), phone: z.string() }).nullable(),
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
  plannedAt: z.string(),
});

export const poolViewResponseSchema = okData(poolViewSchema);
export const poolSearchResponseSchema = okData(poolSearchSchema);
export const addedTruckResponseSchema = okData(z.object({ truck: ownTruckSchema, merged: z.boolean() }));
export const slotRequestResponseSchema = okData(z.object({ request: slotRequestViewSchema }));
export const poolRefreshResponseSchema = okData(z.object({ summary: poolRefreshSummarySchema }));
export const requestsViewResponseSchema = okData(requestsViewSchema);
export type SlotRequestStatus = (typeof SLOT_REQUEST_STATUSES)[number];
