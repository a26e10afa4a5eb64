import type { SlotRequestStatus } from '@logisaathi/domain';
import { truckRouteText, truckSlotText } from './truck-text';
import type { RequestRow } from '../repositories/requests-repository';
import type { TruckRow } from '../repositories/trucks-repository';

export function toRequestDto(
  request: RequestRow,
  truck: TruckRow,
  view: { requesterCompany?: string; forRequester?: boolean } = {},
) {
  const isAccepted = request.status === 'accepted';
  return {
    id: request.id,
    status: request.status as SlotRequestStatus,
    weightKg: request.weightKg,
    volumeM3: request.volumeM3,
    pickup: request.pickupLabel,
    drop: request.dropLabel,
    standaloneInr: request.standaloneInr,
    quotedInr: request.quotedInr,
    deliveryRowId: request.deliveryRowId,
    createdAt: request.createdAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
    ...(view.requesterCompany !== undefined ? { requesterCompany: view.requesterCompany } : {}),
    truck: {
      id: truck.id,
      company: truck.companyName,
      truckType: truck.truckType,
      route: truckRouteText(truck),
      departure: truckSlotText(truck),
      status: truck.status,
      isDemo: truck.isDemo,
    },
    // The transporter's contact is shared with the shipper once the slot is accepted.
    contact:
      view.forRequester && isAccepted ? { person: truck.contactPerson, phone: truck.contactPhone } : null,
  };
}
