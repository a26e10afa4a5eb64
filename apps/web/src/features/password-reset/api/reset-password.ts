import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  api.post<{ success: true; message: string }>('/api/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
