import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  PushSubscriptionRequest,
  UpdateNotificationSettings,
} from '@logisaathi/domain';
import type {
  notificationSettingsResponseSchema,
  okMessageResponseSchema,
  pushDeviceResponseSchema,
  pushDevicesResponseSchema,
} from '@logisaathi/domain';
import { api } from '@/lib/api-client';

const settingsKey = ['notifications', 'settings'] as const;
const devicesKey = ['notifications', 'devices'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }): Promise<NotificationSettings> =>
      api
        .get<typeof notificationSettingsResponseSchema>('/api/notifications/settings', signal)
        .then((r) => r.data.settings),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) =>
      api
        .put<typeof notificationSettingsResponseSchema>('/api/notifications/settings', body)
        .then((r) => r.data.settings),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

export function usePushDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) =>
      api.get<typeof pushDevicesResponseSchema>('/api/notifications/push', signal).then((r) => r.data),
  });
}

export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionRequest) =>
      api.post<typeof pushDeviceResponseSchema>('/api/notifications/push', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<typeof okMessageResponseSchema>(`/api/notifications/push/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
