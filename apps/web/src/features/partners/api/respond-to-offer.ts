import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineOfferInput, Offer } from '@logisaathi/domain';
import type { jobResponseSchema, okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { jobsQueryKey } from './get-jobs';
import { offersQueryKey } from './get-offers';

export const acceptOffer = (offerId: string) =>
  api
    .post<typeof jobResponseSchema>(`/api/partners/offers/${encodeURIComponent(offerId)}/accept`)
    .then((r) => r.data.job);

export const declineOffer = ({ offerId, body }: { offerId: string; body: DeclineOfferInput }) =>
  api.post<typeof okMessageResponseSchema>(
    `/api/partners/offers/${encodeURIComponent(offerId)}/decline`,
    body,
  );

const dropOffer = (offers: Offer[] | undefined, offerId: string) => offers?.filter((o) => o.id !== offerId);

/** Accepting makes a job; the offer leaves the list whatever the answer (taken and expired offers are gone too). */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (_job, offerId) => {
      queryClient.setQueryData<Offer[]>(offersQueryKey, (old) => dropOffer(old, offerId));
      return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: (_r, { offerId }) =>
      queryClient.setQueryData<Offer[]>(offersQueryKey, (old) => dropOffer(old, offerId)),
  });
}
