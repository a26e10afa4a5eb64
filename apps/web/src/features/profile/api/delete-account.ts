import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionInput } from '@logisaathi/domain';
import type { accountDeletionResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const deleteAccount = (body: AccountDeletionInput) =>
  api.delete<typeof accountDeletionResponseSchema>('/api/users/me', body).then((r) => r.data);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
