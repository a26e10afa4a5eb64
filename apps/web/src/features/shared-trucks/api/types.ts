/** Response shapes of the /api/shared-trucks calls (apps/api/src/modules/shared-trucks). */
export interface TruckStopView {
  kind: 'start' | 'pickup' | 'drop' | 'end';
  label: string;
  lat: number;
  lon: number;
  etaIso: string;
  isYours: boolean;
}

export interface CostShareView {
  label: string;
  isYou: boolean;
  standaloneInr: number;
  shareInr: number;
  savingsInr: number;
}

export interface TruckMatchCard {
  id: string;
  company: string;
  rating: number;
  deliveries: number;
  route: string;
  departure: string;
  statusText: 'Transit in' | 'Transit ends in';
  timeLeftMs: number;
  capacity: string;
  truckType: string;
  pickupLocation: string;
  deliveryLocation: string;
  availableSpace: number;
  currentWeight: number;
  maxWeight: number;
  originalCost: number;
  cost: number;
  savings: number;
  compatible: boolean;
  reasons: string[];
  departureTime: string;
  departureDate: string;
  slot: string;
  specialRequirements: string[];
  isDemo: boolean;
  isPlanned: boolean;
  detourKm: number | null;
  weightKg: number;
  pickupPoint: { lat: number; lon: number };
  deliveryPoint: { lat: number; lon: number };
  stops: TruckStopView[];
  costSplit: {
    rule: string;
    costPerKmInr: number;
    plannedKm: number;
    routeCostInr: number;
    poolingSaves: boolean;
    yourShareInr: number;
    youPayInr: number;
    shares: CostShareView[];
  };
}

export interface MatchBasis {
  kind: 'delivery' | 'route';
  deliveryId: string | null;
  weightKg: number;
}

export interface PoolView {
  basis: MatchBasis;
  matches: TruckMatchCard[];
  total: number;
  supply: { realTrucks: number; realFreeCapacityKg: number; demoTrucks: number; waitingShipments: number };
  myPooledDeliveries: Array<{
    _id: string;
    deliveryId: string;
    route: string;
    deliveryDate: string;
    timeSlot: string | null;
    weightKg: number;
    waitsUntil: string;
    plannedTruck: { id: string; company: string; route: string } | null;
  }>;
}

export interface OwnTruck {
  id: string;
  companyName: string;
  truckType: string;
  capacity: number;
  capacityKg: number;
  reservedKg: number;
  freeKg: number;
  pickupLocation: string;
  deliveryLocation: string;
  departureDate: string;
  departureTime: string;
  costPerKm: number;
  status: 'active' | 'expired';
  statusText: string;
  timeLeft: string;
  plannedStops: number;
}

export interface SlotRequestView {
  id: string;
  status: 'pending' | 'accepted' | 'declined' | 'expired' | 'cancelled' | 'withdrawn';
  weightKg: number;
  pickup: string;
  drop: string;
  quotedInr: number;
  standaloneInr: number;
  createdAt: string;
  requesterCompany?: string;
  truck: {
    id: string;
    company: string;
    truckType: string;
    route: string;
    departure: string;
    isDemo: boolean;
  };
  contact: { person: string; phone: string } | null;
}

export interface RequestsView {
  myTrucks: OwnTruck[];
  incoming: SlotRequestView[];
  outgoing: SlotRequestView[];
}
