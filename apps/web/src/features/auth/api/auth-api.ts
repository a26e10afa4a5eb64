import type { LoginPayload, RegisterInput } from '@logisaathi/domain';
import type { authResponseSchema, okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const registerAccount = (body: RegisterInput) =>
  api.post<typeof authResponseSchema>('/api/auth/register', body);
export const loginAccount = (body: LoginPayload) =>
  api.post<typeof authResponseSchema>('/api/auth/login', body);
/** POST /api/auth/sign-in-link: the same answer whether or not the address has an account. */
export const requestSignInLink = (email: string) =>
  api.post<typeof okMessageResponseSchema>('/api/auth/sign-in-link', { email });
/** POST /api/auth/sign-in-link/verify: an e-mailed link's token, once. */
export const verifySignInLink = (token: string) =>
  api.post<typeof authResponseSchema>('/api/auth/sign-in-link/verify', { token });
