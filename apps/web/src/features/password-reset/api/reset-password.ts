import { useMutation } from '@tanstack/react-query';
import type { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  api.post<typeof okMessageResponseSchema>('/api/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
