import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export const removeProfileImage = () =>
  api.delete<typeof profileViewResponseSchema>('/api/users/profile-image').then((r) => r.data);

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: ({ user }) => {
      updateUser(user);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
