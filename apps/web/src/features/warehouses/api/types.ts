import type { PackageType, WarehouseAvailability, WarehouseType } from '@logisaathi/domain';

/** GET /api/micro-warehouses entries (spec section 3 'Warehouse' plus location, operator and distance). */
export interface Warehouse {
  id: string;
  name: string;
  location: string;
  address: string;
  pincode: string;
  lat: number;
  lon: number;
  distance: string | null;
  distanceKm: number | null;
  driveMinutes: number | null;
  type: WarehouseType;
  availability: WarehouseAvailability;
  rating: number;
  reviews: number;
  capacity: string;
  lastMile: string;
  availableSpace: number;
  totalSpace: number;
  features: string[];
  pricePerDay: number;
  pricePerMonth: number;
  operator: { name: string; phone: string | null };
  openingHours: string;
  isDemo: boolean;
  isOwn: boolean;
}

export interface CatalogueCounts {
  all: number;
  Premium: number;
  Standard: number;
  Economy: number;
  availableNow: number;
}

export interface Origin {
  lat: number;
  lon: number;
  label: string;
  source: 'coordinates' | 'search' | 'latest-pickup';
}

export interface WarehouseSearchResult {
  warehouses: Warehouse[];
  counts: CatalogueCounts;
  total: number;
  page: number;
  limit: number;
  origin: Origin | null;
  notice: string | null;
}

export interface BookingQuote {
  warehouseId: string;
  startDate: string;
  lastDate: string;
  duration: number;
  availableSpace: number;
  totalSpace: number;
  spaceRequired: number | null;
  fits: boolean | null;
  pricePerDay: number;
  pricePerMonth: number;
  price: {
    priceInr: number;
    basis: 'daily' | 'monthly';
    dailyTotalInr: number;
    monthlyTotalInr: number;
    billedMonths: number;
  } | null;
}

export type BookingStatus = 'Upcoming' | 'Active' | 'Completed' | 'Cancelled';

export interface WarehouseBookingView {
  id: string;
  reference: string;
  warehouse: { id: string; name: string; location: string; address: string; isDemo: boolean };
  spaceRequired: number;
  duration: number;
  startDate: string;
  lastDate: string;
  packageType: PackageType;
  specialRequirements: string[];
  priceInr: number;
  pricingBasis: 'daily' | 'monthly';
  status: BookingStatus;
  canCancel: boolean;
  createdAt: string;
  cancelledAt: string | null;
}
