import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, getToken } from '@/lib/api-client';
import { deliveryPartnerQueryKey } from '../api/get-delivery-partner';
import { trackingQueryKey } from '../api/get-delivery-tracking';
import { readEventStream, StreamHttpError } from '@/lib/read-event-stream';
import type { PositionEvent, StatusEvent, TrackingView } from '@logisaathi/domain';

const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'off';

/**
 * Keeps the delivery's tracking query live from GET /api/deliveries/{id}/events: the first 'snapshot' replaces
 * it, positions move the truck and extend the trail, status and driver changes land at once, and 'alerts'
 * tells the caller the bell should refresh. Reconnects with backoff (1 s doubling to 30 s); each reconnect
 * starts with a fresh snapshot, so nothing missed while away stays missing. An expired access token is renewed
 * through the API client before reconnecting.
 */
export function useDeliveryEvents(
  deliveryRowId: string | undefined,
  handlers: { onStatus?: (event: StatusEvent) => void; onAlerts?: () => void } = {},
): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('off');
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!deliveryRowId) return;
    const key = trackingQueryKey(deliveryRowId);
    const controller = new AbortController();
    let retryMs = MIN_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onEvent = (event: string, data: unknown) => {
      if (event === 'snapshot') {
        retryMs = MIN_RETRY_MS;
        setState('live');
        queryClient.setQueryData(key, data as TrackingView);
      } else if (event === 'position') {
        const p = data as PositionEvent;
        if (!p.isLatest) {
          // A late fix belongs somewhere inside the trail: re-read it rather than guess its place.
          void queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        queryClient.setQueryData<TrackingView>(key, (old) =>
          old
            ? {
                ...old,
                position: {
                  lat: p.lat,
                  lon: p.lon,
                  recordedAt: p.recordedAt,
                  speedKmh: p.speedKmh,
                  bearingDeg: p.bearingDeg,
                },
                trail: [...old.trail, [p.lat, p.lon]],
                eta: p.eta ?? old.eta,
              }
            : old,
        );
      } else if (event === 'status') {
        const s = data as StatusEvent;
        queryClient.setQueryData<TrackingView>(key, (old) => (old ? { ...old, status: s.status } : old));
        // A status change can bring the proof of delivery, an exception or the right to rate.
        void queryClient.invalidateQueries({ queryKey: deliveryPartnerQueryKey(deliveryRowId) });
        handlersRef.current.onStatus?.(s);
      } else if (event === 'driver') {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: deliveryPartnerQueryKey(deliveryRowId) });
      } else if (event === 'alerts') {
        handlersRef.current.onAlerts?.();
      }
    };

    const connect = async () => {
      setState((s) => (s === 'off' ? 'connecting' : 'reconnecting'));
      try {
        const token = getToken();
        await readEventStream(
          `/api/deliveries/${encodeURIComponent(deliveryRowId)}/events`,
          { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal },
          onEvent,
        );
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof StreamHttpError && err.status === 404) {
          setState('off');
          return;
        }
        if (err instanceof StreamHttpError && err.status === 401) {
          // Renews the access token (or signs out when the session is over).
          await api.get('/api/auth/me').catch(() => undefined);
        }
      }
      if (controller.signal.aborted) return;
      setState('reconnecting');
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setState('off');
    };
  }, [deliveryRowId, queryClient]);

  return state;
}
