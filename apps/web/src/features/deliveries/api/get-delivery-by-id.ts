import type { deliveryResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** Track by Shipment ID uses the same authenticated call (spec section 6). */
export const getDeliveryByDeliveryId = (deliveryId: string) =>
  api
    .get<typeof deliveryResponseSchema>(`/api/deliveries/by-delivery-id/${encodeURIComponent(deliveryId)}`)
    .then((r) => r.data.delivery);
