import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferStatus, Trade } from '@logisaathi/domain';
import { useAlerts } from '@/lib/alerts';
import { useEventStream, type StreamState } from '@/lib/use-event-stream';
import { jobsQueryKey } from '../api/get-jobs';
import { offersQueryKey } from '../api/get-offers';
import { tradesQueryKey } from '../api/get-trades';

export type PartnerStreamState = StreamState;

/** Closed offers another partner took stay on screen with a notice; the rest leave the list at once. */
const SHOWN_WHEN_CLOSED: readonly OfferStatus[] = ['taken', 'withdrawn'];
/** How a day trade left the list; 'done' means jobs moved between the two trucks. */
type TradeClosedStatus = 'done' | 'declined' | 'expired' | 'void';
const STOP_ON = [403, 404];

/**
 * Keeps the offers and jobs live from GET /api/partners/stream while the partner is online: the opening
 * snapshot replaces the offers (so nothing that happened while away stays missing), a new offer joins the
 * list, a closed one is marked taken or leaves, a job change re-reads the jobs, 'alerts' rings the bell. Day
 * trades are re-read on connecting (the snapshot carries offers only); a new or changed trade replaces its entry,
 * a closed one leaves, and one carried out re-reads the jobs.
 * Connection, backoff and token renewal: useEventStream.
 */
export function usePartnerStream(isEnabled: boolean): PartnerStreamState {
  const queryClient = useQueryClient();
  const { refresh: refreshAlerts } = useAlerts();
  const refreshAlertsRef = useRef(refreshAlerts);
  useEffect(() => {
    refreshAlertsRef.current = refreshAlerts;
  });

  const onEvent = (event: string, data: unknown, isFirst: boolean) => {
    // The server opens with a snapshot of the offers; without one, the list is re-read.
    if (isFirst && event !== 'snapshot') void queryClient.invalidateQueries({ queryKey: offersQueryKey });
    if (isFirst) void queryClient.invalidateQueries({ queryKey: tradesQueryKey });
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
    } else if (event === 'trade') {
      const trade = data as Trade;
      queryClient.setQueryData<Trade[]>(tradesQueryKey, (old = []) =>
        old.some((t) => t.id === trade.id)
          ? old.map((t) => (t.id === trade.id ? trade : t))
          : [...old, trade],
      );
    } else if (event === 'trade-closed') {
      const { tradeId, status } = data as { tradeId: string; status: TradeClosedStatus };
      queryClient.setQueryData<Trade[]>(tradesQueryKey, (old = []) => old.filter((t) => t.id !== tradeId));
      if (status === 'done') void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    } else if (event === 'job') {
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    } else if (event === 'alerts') {
      refreshAlertsRef.current();
    }
  };

  return useEventStream(isEnabled ? '/api/partners/stream' : null, onEvent, STOP_ON);
}
