import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerSettings, PartnerSettingsInput } from '@logisaathi/domain';
import { api } from '../../../lib/api-client';
import { partnerProfileQueryKey } from './get-partner-profile';

export const updatePartnerSettings = (body: PartnerSettingsInput) =>
  api
    .put<{ data: { settings: PartnerSettings } }>('/api/partners/settings', body)
    .then((r) => r.data.settings);

export function useUpdatePartnerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerProfileQueryKey }),
  });
}
