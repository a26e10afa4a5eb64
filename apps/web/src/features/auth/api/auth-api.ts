import type { LoginPayload, RegisterInput } from '@logisaathi/domain';
import { authResponseSchema, okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const registerAccount = (body: RegisterInput) =>
  api.post('/api/auth/register', authResponseSchema, body);
export const loginAccount = (body: LoginPayload) => api.post('/api/auth/login', authResponseSchema, body);
/** POST /api/auth/sign-in-link: the same answer whether or not the address has an account. */
export const requestSignInLink = (email: string) =>
  api.post('/api/auth/sign-in-link', okMessageResponseSchema, { email });
/** POST /api/auth/sign-in-link/verify: an e-mailed link's token, once. */
export const verifySignInLink = (token: string) =>
  api.post('/api/auth/sign-in-link/verify', authResponseSchema, { token });
