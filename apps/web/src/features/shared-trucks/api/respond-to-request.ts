import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { slotRequestResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';

/** accept and decline are the truck owner's answers; withdraw is the requester taking the request back. */
export type RequestAction = 'accept' | 'decline' | 'withdraw';

export const respondToRequest = ({ id, answer }: { id: string; answer: RequestAction }) =>
  api
    .post<typeof slotRequestResponseSchema>(`/api/shared-trucks/requests/${encodeURIComponent(id)}/${answer}`)
    .then((r) => r.data.request);

/** POST /api/shared-trucks/requests/{id}/accept|decline (the truck's owner) or /withdraw (the requester). */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedTrucksQueryKey }),
  });
}
