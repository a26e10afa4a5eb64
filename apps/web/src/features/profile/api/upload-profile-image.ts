import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  return api
    .upload<typeof profileViewResponseSchema>('/api/users/upload-profile-image', form)
    .then((r) => r.data);
}

/** The new avatar reaches the user menu through the session user. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: ({ user }) => {
      updateUser(user);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
