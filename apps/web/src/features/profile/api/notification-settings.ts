import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  PushSubscriptionRequest,
  UpdateNotificationSettings,
} from '@logisaathi/domain';
import {
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
        .get('/api/notifications/settings', notificationSettingsResponseSchema, signal)
        .then((r) => r.data.settings),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) =>
      api
        .put('/api/notifications/settings', notificationSettingsResponseSchema, body)
        .then((r) => r.data.settings),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

export function usePushDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) =>
      api.get('/api/notifications/push', pushDevicesResponseSchema, signal).then((r) => r.data),
  });
}

export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionRequest) =>
      api.post('/api/notifications/push', pushDeviceResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/notifications/push/${encodeURIComponent(id)}`, okMessageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
