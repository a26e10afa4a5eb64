/*
 * Shapes of the tracking endpoints (apps/api/src/modules/tracking). Kept here until the contracts move to
 * packages/domain with the server's zod schemas.
 */
import type { DeliveryStatus } from '@logisaathi/domain';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Eta {
  /** ISO 8601 */
  at: string;
  remainingKm: number;
  remainingMin: number;
}

export interface TruckPosition extends LatLon {
  recordedAt: string;
  speedKmh: number | null;
  bearingDeg: number | null;
}

export interface AssignedDriverInfo {
  name: string;
  phone: string;
  vehicleNumber: string;
  assignedAt: string;
}

/** GET /api/deliveries/{id}/tracking and the stream's 'snapshot' event. */
export interface TrackingView {
  _id: string;
  deliveryId: string;
  status: DeliveryStatus;
  driver: AssignedDriverInfo | null;
  deliveryCode: string | null;
  publicCode: string | null;
  publicPath: string | null;
  position: TruckPosition | null;
  trail: Array<[number, number]>;
  eta: Eta | null;
}

/** The stream's 'position' event. */
export interface PositionEvent extends TruckPosition {
  isLatest: boolean;
  eta: Eta | null;
}

export interface StatusEvent {
  status: DeliveryStatus;
  at: string;
  note: string | null;
}

export interface AssignDriverBody {
  name: string;
  phone: string;
  vehicleNumber: string;
}

export interface AssignedDriver {
  tracking: TrackingView;
  /** Shown once: the server keeps only a hash. */
  driverToken: string;
  driverPath: string;
}

interface JobEnd {
  address: string;
  contactPerson: string;
  contactPhone: string;
  instructions: string;
  coordinates: LatLon;
}

export const DRIVER_STATUSES = [
  'Picked Up',
  'In Transit',
  'Out for Delivery',
  'Delivered',
  'Failed',
] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** GET /api/driver/{token} */
export interface DriverJob {
  deliveryId: string;
  status: DeliveryStatus;
  nextStatuses: DriverStatus[];
  isFinished: boolean;
  driver: { name: string; vehicleNumber: string };
  pickup: JobEnd;
  drop: JobEnd;
  package: { type: string; name: string | null; weightKg: number; specialInstructions: string };
  schedule: { deliveryDate: string; timeSlot: string };
  positionIntervalS: number;
}

/** GET /api/public/track/{code} */
export interface PublicTracking {
  deliveryId: string;
  status: DeliveryStatus;
  /** proof: how a Delivered entry was proven (the consignee's code, or marked delivered by the business). */
  history: Array<{ status: string; at: string; proof?: 'code' | 'owner' }>;
  from: string;
  to: string;
  destination: LatLon;
  schedule: { deliveryDate: string; timeSlot: string };
  position: (LatLon & { recordedAt: string }) | null;
  eta: Eta | null;
  vehicle: { number: string; driverFirstName: string } | null;
  codeHint: string;
  expiresAt: string | null;
}
