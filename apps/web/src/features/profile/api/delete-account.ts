import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionInput } from '@logisaathi/domain';
import { accountDeletionResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const deleteAccount = (body: AccountDeletionInput) =>
  api.delete('/api/users/me', accountDeletionResponseSchema, body).then((r) => r.data);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
