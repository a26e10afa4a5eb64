import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerSettingsInput } from '@logisaathi/domain';
import type { partnerProfileResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { partnerProfileQueryKey } from './get-partner-profile';

/** Answers the whole profile, with the home area as the server found it. */
export const updatePartnerSettings = (body: PartnerSettingsInput) =>
  api.put<typeof partnerProfileResponseSchema>('/api/partners/settings', body).then((r) => r.data.partner);

export function useUpdatePartnerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerSettings,
    onSuccess: (partner) => queryClient.setQueryData(partnerProfileQueryKey, partner),
  });
}
