import { useMutation } from '@tanstack/react-query';
import type { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (body: { email: string }) =>
  api.post<typeof okMessageResponseSchema>('/api/auth/forgot-password', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
