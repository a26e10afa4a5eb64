import type { PartnerRegisterInput } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import type { AuthResult } from '@/lib/session';

/** A partner account: the same sign-in machinery as a shipper's, with the partner role. */
export const registerPartner = (body: PartnerRegisterInput) =>
  api.post<AuthResult>('/api/partners/register', body);
