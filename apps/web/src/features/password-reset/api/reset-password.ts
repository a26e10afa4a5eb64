import { useMutation } from '@tanstack/react-query';
import { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  api.post('/api/auth/reset-password', okMessageResponseSchema, body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
