/*
 * What tracking answers look like. The owner sees everything (driver, codes, exact positions); the driver sees
 * the job; the public link sees status, ETA and a ~200 m position, never names, phones or addresses.
 */
import { formatRegistrationNumber, type DeliveryStatus } from '@logisaathi/domain';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { Eta } from './estimate-eta';
import type { AssignmentRow, TrackingRow } from './tracking-repository';

export interface PositionDto {
  lat: number;
  lon: number;
  recordedAt: string;
  speedKmh: number | null;
  bearingDeg: number | null;
}

export function latestPosition(tracking: TrackingRow | undefined): PositionDto | null {
  if (!tracking || tracking.lastLat === null || tracking.lastLon === null || !tracking.lastRecordedAt)
    return null;
  return {
    lat: tracking.lastLat,
    lon: tracking.lastLon,
    recordedAt: tracking.lastRecordedAt.toISOString(),
    speedKmh: tracking.lastSpeedKmh,
    bearingDeg: tracking.lastBearingDeg,
  };
}

export const publicTrackPath = (publicCode: string) => `/track/${publicCode}`;
export const driverPath = (token: string) => `/driver/${token}`;

export function toDriverDto(assignment: AssignmentRow | undefined) {
  return assignment
    ? {
        name: assignment.driverName,
        phone: assignment.driverPhone,
        vehicleNumber: formatRegistrationNumber(assignment.vehicleNumber),
        assignedAt: assignment.createdAt.toISOString(),
      }
    : null;
}

/** The owner's view (GET /deliveries/{id}/tracking and the stream's first 'snapshot' event). */
export function toTrackingDto(args: {
  delivery: DeliveryRow;
  tracking: TrackingRow | undefined;
  assignment: AssignmentRow | undefined;
  trail: Array<[number, number]>;
  eta: Eta | null;
}) {
  const { delivery, tracking, assignment } = args;
  return {
    _id: delivery.id,
    deliveryId: delivery.deliveryId,
    status: delivery.status as DeliveryStatus,
    driver: toDriverDto(assignment),
    deliveryCode: tracking?.deliveryCode ?? null,
    publicCode: tracking?.publicCode ?? null,
    publicPath: tracking ? publicTrackPath(tracking.publicCode) : null,
    position: latestPosition(tracking),
    trail: args.trail,
    eta: args.eta,
  };
}
export type TrackingDto = ReturnType<typeof toTrackingDto>;
