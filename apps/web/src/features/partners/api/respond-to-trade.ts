import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trade, tradeAnswerResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { jobsQueryKey } from './get-jobs';
import { tradesQueryKey } from './get-trades';

/** The server's answer: `message` is one of TRADE_MESSAGES, `status` what became of the trade. */
const answerTrade = (tradeId: string, answer: 'accept' | 'decline') =>
  api
    .post<typeof tradeAnswerResponseSchema>(`/api/partners/trades/${encodeURIComponent(tradeId)}/${answer}`)
    .then((r) => ({ message: r.message, status: r.data.status }));

export const acceptTrade = (tradeId: string) => answerTrade(tradeId, 'accept');
export const declineTrade = (tradeId: string) => answerTrade(tradeId, 'decline');

const dropTrade = (trades: Trade[] | undefined, tradeId: string) => trades?.filter((t) => t.id !== tradeId);

/**
 * 'waiting': this partner's yes is recorded and the trade stays listed until the other owner answers; 'done':
 * both said yes, the jobs moved between the trucks, so the trade leaves and the jobs are re-read.
 */
export function useAcceptTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTrade,
    onSuccess: ({ status }, tradeId) => {
      if (status === 'waiting') {
        queryClient.setQueryData<Trade[]>(tradesQueryKey, (old) =>
          old?.map((t) => (t.id === tradeId ? { ...t, accepted: true } : t)),
        );
        return;
      }
      queryClient.setQueryData<Trade[]>(tradesQueryKey, (old) => dropTrade(old, tradeId));
      if (status === 'done') return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}

export function useDeclineTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineTrade,
    onSuccess: (_answer, tradeId) =>
      queryClient.setQueryData<Trade[]>(tradesQueryKey, (old) => dropTrade(old, tradeId)),
  });
}
