import type { PartnerRegisterInput } from '@logisaathi/domain';
import type { authResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** A partner account: the same sign-in machinery as a shipper's, with the partner role. */
export const registerPartner = (body: PartnerRegisterInput) =>
  api.post<typeof authResponseSchema>('/api/partners/register', body);
