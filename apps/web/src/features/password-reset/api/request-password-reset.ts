import { useMutation } from '@tanstack/react-query';
import { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (body: { email: string }) =>
  api.post('/api/auth/forgot-password', okMessageResponseSchema, body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
