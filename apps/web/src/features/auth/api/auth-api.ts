import type { LoginPayload, RegisterInput } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import type { AuthResult } from '@/lib/session';

export const registerAccount = (body: RegisterInput) => api.post<AuthResult>('/api/auth/register', body);
export const loginAccount = (body: LoginPayload) => api.post<AuthResult>('/api/auth/login', body);
/** POST /api/auth/sign-in-link: the same answer whether or not the address has an account. */
export const requestSignInLink = (email: string) =>
  api.post<{ success: true; message: string }>('/api/auth/sign-in-link', { email });
/** POST /api/auth/sign-in-link/verify: an e-mailed link's token, once. */
export const verifySignInLink = (token: string) =>
  api.post<AuthResult>('/api/auth/sign-in-link/verify', { token });
