import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export interface ProfileUpdateBody {
  /** Empty text clears it. */
  billingAddress?: string;
  name: string;
  businessName?: string | undefined;
  gstin: string;
  pan: string;
}

export const updateProfile = (body: ProfileUpdateBody) =>
  api.put<typeof profileViewResponseSchema>('/api/users/profile', body).then((r) => r.data);

/** Saves the profile and reports the new name to the app (spec section 4: save reports name, email and avatar). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      updateUser(user);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
