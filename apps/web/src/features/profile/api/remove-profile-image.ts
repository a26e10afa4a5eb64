import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export const removeProfileImage = () =>
  api.delete('/api/users/profile-image', profileViewResponseSchema).then((r) => r.data);

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
