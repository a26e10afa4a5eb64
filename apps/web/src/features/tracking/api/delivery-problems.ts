import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { deliveryProblemsResponseSchema, RaiseDispute } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

const problemsKey = (deliveryRowId: string) => ['delivery-problems', deliveryRowId] as const;
const urlOf = (deliveryRowId: string, tail: string) =>
  `/api/deliveries/${encodeURIComponent(deliveryRowId)}/${tail}`;

/** The business's latest dispute on this delivery and LogiSaathi's answers about it (issue 33). */
export function useDeliveryProblems(deliveryRowId: string) {
  return useQuery({
    queryKey: problemsKey(deliveryRowId),
    queryFn: ({ signal }) =>
      api
        .get<typeof deliveryProblemsResponseSchema>(urlOf(deliveryRowId, 'problems'), signal)
        .then((r) => r.data),
  });
}

/** POST …/disputes: 'Report a problem'. */
export function useRaiseDispute(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaiseDispute) =>
      api
        .post<typeof deliveryProblemsResponseSchema>(urlOf(deliveryRowId, 'disputes'), body)
        .then((r) => r.data),
    onSuccess: (problems) => queryClient.setQueryData(problemsKey(deliveryRowId), problems),
  });
}
