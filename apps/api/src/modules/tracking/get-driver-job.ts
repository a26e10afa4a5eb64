import { allowedTransitions, formatRegistrationNumber, isFinalStatus, type DeliveryStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { findDriverContext } from './find-driver-context';
import { DRIVER_PAGE_INTERVAL_S } from './position-rules';
import type { AssignmentRow } from './tracking-repository';
import { DRIVER_STATUSES, type DriverStatus } from '@logisaathi/domain';

const isDriverStatus = (s: DeliveryStatus): s is DriverStatus =>
  (DRIVER_STATUSES as readonly string[]).includes(s);

/**
 * What the driver's page shows: the job (both ends with contacts and instructions, the package, the slot) and
 * the steps the driver may take next. Never the delivery code: the consignee gives it at the door.
 */
export function toDriverJobDto(delivery: DeliveryRow, assignment: AssignmentRow) {
  const status = delivery.status as DeliveryStatus;
  return {
    deliveryId: delivery.deliveryId,
    status,
    nextStatuses: allowedTransitions(status).filter(isDriverStatus),
    isFinished: isFinalStatus(status),
    driver: { name: assignment.driverName, vehicleNumber: formatRegistrationNumber(assignment.vehicleNumber) },
    pickup: {
      address: delivery.pickupAddress,
      contactPerson: delivery.pickupContactPerson ?? '',
      contactPhone: delivery.pickupContactPhone ?? '',
      instructions: delivery.pickupInstructions ?? '',
      coordinates: { lat: delivery.pickupLat, lon: delivery.pickupLon },
    },
    drop: {
      address: delivery.deliveryAddress,
      // The consignee is the customer unless the sender named someone else at the door (as delivery-dto.ts).
      contactPerson: delivery.deliveryContactPerson ?? delivery.customerName,
      contactPhone: delivery.deliveryContactPhone ?? delivery.customerPhone,
      instructions: delivery.deliveryInstructions ?? '',
      coordinates: { lat: delivery.deliveryLat, lon: delivery.deliveryLon },
    },
    package: {
      type: delivery.packageType,
      name: delivery.packageName,
      weightKg: delivery.weightKg,
      specialInstructions: delivery.specialInstructions ?? '',
    },
    schedule: { deliveryDate: delivery.deliveryDate, timeSlot: delivery.timeSlot },
    positionIntervalS: DRIVER_PAGE_INTERVAL_S,
  };
}
export type DriverJobDto = ReturnType<typeof toDriverJobDto>;

export async function getDriverJob(db: DbOrTx, token: string): Promise<DriverJobDto> {
  const { delivery, assignment } = await findDriverContext(db, token);
  return toDriverJobDto(delivery, assignment);
}
