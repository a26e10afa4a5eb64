import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@logisaathi/domain';
import type { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';

export const changePassword = (body: PasswordChangeInput) =>
  api.put<typeof okMessageResponseSchema>('/api/users/password', body);

/** The server raises the 'Password Changed' alert; re-reading the alerts shows it at once. */
export function useChangePassword() {
  const { refresh } = useAlerts();
  return useMutation({ mutationFn: changePassword, onSuccess: () => refresh() });
}
