import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferStatus } from '@logisaathi/domain';
import { useAlerts } from '@/lib/alerts';
import { api, getToken } from '@/lib/api-client';
import { readEventStream, StreamHttpError } from '@/lib/read-event-stream';
import { jobsQueryKey } from '../api/get-jobs';
import { offersQueryKey } from '../api/get-offers';

const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export type PartnerStreamState = 'connecting' | 'live' | 'reconnecting' | 'off';

/** Closed offers another partner took stay on screen with a notice; the rest leave the list at once. */
const SHOWN_WHEN_CLOSED: readonly OfferStatus[] = ['taken', 'withdrawn'];

/**
 * Keeps the offers and jobs live from GET /api/partners/stream while the partner is online: the opening
 * snapshot replaces the offers (so nothing that happened while away stays missing), a new offer joins the
 * list, a closed one is marked taken or leaves, a job change re-reads the jobs, 'alerts' rings the bell. Reconnects with backoff (1 s
 * doubling to 30 s); an expired access token is renewed through the API client first.
 */
export function usePartnerStream(isEnabled: boolean): PartnerStreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PartnerStreamState>('off');
  const { refresh: refreshAlerts } = useAlerts();
  const refreshAlertsRef = useRef(refreshAlerts);
  useEffect(() => {
    refreshAlertsRef.current = refreshAlerts;
  });

  useEffect(() => {
    if (!isEnabled) return;
    const controller = new AbortController();
    let retryMs = MIN_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onEvent = (event: string, data: unknown) => {
      if (event === 'snapshot') {
        queryClient.setQueryData<Offer[]>(offersQueryKey, (data as { offers: Offer[] }).offers);
      } else if (event === 'offer') {
        const offer = data as Offer;
        queryClient.setQueryData<Offer[]>(offersQueryKey, (old = []) =>
          old.some((o) => o.id === offer.id)
            ? old.map((o) => (o.id === offer.id ? offer : o))
            : [...old, offer],
        );
      } else if (event === 'offer-closed') {
        const { offerId, status } = data as { offerId: string; status: OfferStatus };
        queryClient.setQueryData<Offer[]>(offersQueryKey, (old = []) =>
          SHOWN_WHEN_CLOSED.includes(status)
            ? old.map((o) => (o.id === offerId ? { ...o, status } : o))
            : old.filter((o) => o.id !== offerId),
        );
      } else if (event === 'job') {
        void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
      } else if (event === 'alerts') {
        refreshAlertsRef.current();
      }
    };

    const connect = async () => {
      setState((s) => (s === 'off' ? 'connecting' : 'reconnecting'));
      let isGreeted = false;
      try {
        const token = getToken();
        await readEventStream(
          '/api/partners/stream',
          { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal },
          (event, data) => {
            // The first event of a connection (the server's greeting, or anything) proves the stream is up.
            if (!isGreeted) {
              isGreeted = true;
              retryMs = MIN_RETRY_MS;
              setState('live');
              // The server opens with a snapshot of the offers; without one, the list is re-read.
              if (event !== 'snapshot') void queryClient.invalidateQueries({ queryKey: offersQueryKey });
            }
            onEvent(event, data);
          },
        );
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof StreamHttpError && (err.status === 403 || err.status === 404)) {
          setState('off');
          return;
        }
        if (err instanceof StreamHttpError && err.status === 401) {
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
  }, [isEnabled, queryClient]);

  return state;
}
