import type { LoginPayload, RegisterInput } from '@logisaathi/domain';
import { api } from '../../../lib/api-client';
import type { AuthResult } from '../../../lib/session';

export const registerAccount = (body: RegisterInput) => api.post<AuthResult>('/api/auth/register', body);
export const loginAccount = (body: LoginPayload) => api.post<AuthResult>('/api/auth/login', body);
