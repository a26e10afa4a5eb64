import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STORAGE_KEYS,
  type alertDeletedResponseSchema,
  type alertListResponseSchema,
  type alertResponseSchema,
} from '@logisaathi/domain';
import { api, type Answer } from './api-client';
import { readJson, writeJson } from './storage';

/** Spec section 3 'Alert'. Server alerts have string ids; alerts raised in the browser use a timestamp id. */
export interface AppAlert {
  id: string | number;
  type: 'delay' | 'success' | 'warning' | 'info' | 'error';
  title: string;
  message: string;
  time: string;
  status: 'active' | 'pending' | 'completed';
  priority: 'high' | 'medium' | 'low';
  shipmentId?: string | null;
  route?: string | null;
  read: boolean;
}

export type NewAlert = Omit<AppAlert, 'id' | 'time' | 'read'> & Partial<Pick<AppAlert, 'time' | 'read'>>;

interface AlertsValue {
  alerts: AppAlert[];
  unreadCount: number;
  addAlert(alert: NewAlert): void;
  markRead(id: AppAlert['id']): void;
  archive(id: AppAlert['id']): void;
  remove(id: AppAlert['id']): void;
  refresh(): void;
}

const AlertsContext = createContext<AlertsValue | null>(null);
export const alertsQueryKey = ['alerts'] as const;
const isServerAlert = (id: AppAlert['id']) => typeof id === 'string';

/**
 * One shared alert list: the user's server alerts (GET /api/alerts) plus alerts raised in this browser,
 * mirrored to local storage under the spec's 'alerts' key. The bell badge and the Alerts screen both read it.
 */
export function AlertsProvider({
  children,
  status,
}: {
  children: ReactNode;
  status: 'checking' | 'signed-in' | 'signed-out';
}) {
  const isSignedIn = status === 'signed-in';
  const queryClient = useQueryClient();
  const [localAlerts, setLocalAlerts] = useState<AppAlert[]>(() =>
    readJson<AppAlert[]>(STORAGE_KEYS.alerts, []).filter((a) => !isServerAlert(a.id)),
  );

  const serverQuery = useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => api.get<typeof alertListResponseSchema>('/api/alerts', signal),
    enabled: isSignedIn,
    refetchInterval: 30_000,
    select: (res) => res.data.alerts,
  });

  const alerts = useMemo(() => {
    const server = isSignedIn ? (serverQuery.data ?? []) : [];
    return [...server, ...localAlerts].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  }, [serverQuery.data, localAlerts, isSignedIn]);

  useEffect(() => {
    if (isSignedIn) writeJson(STORAGE_KEYS.alerts, alerts);
  }, [alerts, isSignedIn]);

  const action = useMutation({
    mutationFn: async ({ id, kind }: { id: string; kind: 'read' | 'archive' | 'delete' }) => {
      if (kind === 'delete') await api.delete<typeof alertDeletedResponseSchema>(`/api/alerts/${id}`);
      else await api.put<typeof alertResponseSchema>(`/api/alerts/${id}/${kind}`);
    },
    onMutate: ({ id, kind }) => {
      queryClient.setQueryData<Answer<typeof alertListResponseSchema>>(alertsQueryKey, (old) =>
        old
          ? {
              ...old,
              data: {
                alerts:
                  kind === 'read'
                    ? old.data.alerts.map((a) => (a.id === id ? { ...a, read: true } : a))
                    : old.data.alerts.filter((a) => a.id !== id),
              },
            }
          : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });

  const addAlert = useCallback((alert: NewAlert) => {
    const full: AppAlert = { read: false, time: new Date().toISOString(), ...alert, id: Date.now() };
    setLocalAlerts((prev) => [full, ...prev]);
  }, []);

  const change = useCallback(
    (id: AppAlert['id'], kind: 'read' | 'archive' | 'delete') => {
      if (typeof id === 'string') {
        action.mutate({ id, kind });
        return;
      }
      setLocalAlerts((prev) =>
        kind === 'read'
          ? prev.map((a) => (a.id === id ? { ...a, read: true } : a))
          : prev.filter((a) => a.id !== id),
      );
    },
    [action],
  );

  const value = useMemo<AlertsValue>(
    () => ({
      alerts,
      unreadCount: alerts.filter((a) => !a.read).length,
      addAlert,
      markRead: (id) => change(id, 'read'),
      archive: (id) => change(id, 'archive'),
      remove: (id) => change(id, 'delete'),
      refresh: () => void queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
    }),
    [alerts, addAlert, change, queryClient],
  );
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

export function useAlerts(): AlertsValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts outside AlertsProvider');
  return value;
}
