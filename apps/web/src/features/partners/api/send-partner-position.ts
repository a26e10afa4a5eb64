import type { PartnerPositionInput } from '@logisaathi/domain';
import type { partnerPositionResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** The online vehicle's position, as the driver page reports it (every 20 s). */
export const sendPartnerPosition = (body: PartnerPositionInput) =>
  api.post<typeof partnerPositionResponseSchema>('/api/partners/position', body);
