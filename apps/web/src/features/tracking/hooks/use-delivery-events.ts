import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream, type StreamState } from '@/lib/use-event-stream';
import { ewayBillQueryKey } from '../api/eway-bill';
import { deliveryPartnerQueryKey } from '../api/get-delivery-partner';
import { trackingQueryKey } from '../api/get-delivery-tracking';
import type { DeliveryPartnerView, PositionEvent, StatusEvent, TrackingView } from '@logisaathi/domain';

export type { StreamState };

/**
 * Keeps the delivery's tracking query live from GET /api/deliveries/{id}/events: the first 'snapshot' replaces
 * it, positions move the truck and extend the trail, status and driver changes land at once, and 'alerts'
 * tells the caller the bell should refresh. Connection, backoff and token renewal: useEventStream.
 */
export function useDeliveryEvents(
  deliveryRowId: string | undefined,
  handlers: { onStatus?: (event: StatusEvent) => void; onAlerts?: () => void } = {},
): StreamState {
  const queryClient = useQueryClient();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const onEvent = (event: string, data: unknown) => {
    if (!deliveryRowId) return;
    const key = trackingQueryKey(deliveryRowId);
    if (event === 'snapshot') {
      queryClient.setQueryData(key, data as TrackingView);
    } else if (event === 'position') {
      const p = data as PositionEvent;
      // Before the pickup the truck's ETA against the slot is replayed from its position: re-read it as it moves.
      const partner = queryClient.getQueryData<DeliveryPartnerView>(deliveryPartnerQueryKey(deliveryRowId));
      if (p.isLatest && partner?.plan?.basis === 'live')
        void queryClient.invalidateQueries({ queryKey: deliveryPartnerQueryKey(deliveryRowId) });
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
      // Another truck may make the e-way bill's Part-B update due.
      void queryClient.invalidateQueries({ queryKey: ewayBillQueryKey(deliveryRowId) });
    } else if (event === 'alerts') {
      handlersRef.current.onAlerts?.();
    }
  };

  return useEventStream(
    deliveryRowId ? `/api/deliveries/${encodeURIComponent(deliveryRowId)}/events` : null,
    onEvent,
  );
}
