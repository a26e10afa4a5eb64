import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TRADE_MESSAGES, type Trade } from '@logisaathi/domain';
import { ApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { useDomainText } from '@/i18n/use-language';
import { tradesQueryKey, useTrades } from '../api/get-trades';
import { useAcceptTrade, useDeclineTrade } from '../api/respond-to-trade';
import { TradeCard, type TradeAnswerKind } from './trade-card';

const CLOSING_MESSAGES: readonly string[] = [
  TRADE_MESSAGES.expired,
  TRADE_MESSAGES.notOpen,
  TRADE_MESSAGES.changed,
  TRADE_MESSAGES.notFound,
];

const without = (record: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** A refused answer that ends the trade (lapsed, closed, a day changed, gone), or null for one worth retrying. */
function closingMessageOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || (err.status !== 409 && err.status !== 404)) return null;
  return CLOSING_MESSAGES.includes(err.message) ? err.message : null;
}

/**
 * The day trades proposed to the partner's trucks, live from the partner stream. Nothing shows while there is
 * none; a trade carried out or declined leaves the server's word behind until the next answer.
 */
export function TradesList() {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const queryClient = useQueryClient();
  const { allowed } = usePermissions();
  // Trading changes which of the fleet's trucks carries what: the fleet owner's call (a driver never sees one).
  const mayTrade = allowed('fleet.manage');
  const tradesQuery = useTrades(mayTrade);
  const accept = useAcceptTrade();
  const decline = useDeclineTrade();
  const [busy, setBusy] = useState<{ tradeId: string; answer: TradeAnswerKind } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [closed, setClosed] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const trades = tradesQuery.data ?? [];

  const remove = (tradeId: string) => {
    queryClient.setQueryData<Trade[]>(tradesQueryKey, (old) => old?.filter((t) => t.id !== tradeId));
    setClosed((c) => without(c, tradeId));
    setErrors((e) => without(e, tradeId));
  };

  const respond = async (tradeId: string, answer: TradeAnswerKind) => {
    setBusy({ tradeId, answer });
    setNotice(null);
    setErrors((e) => without(e, tradeId));
    try {
      const result = await (answer === 'accept' ? accept : decline).mutateAsync(tradeId);
      if (result.status !== 'waiting') setNotice(result.message);
    } catch (err) {
      const closing = closingMessageOf(err);
      if (closing) setClosed((c) => ({ ...c, [tradeId]: closing }));
      else
        setErrors((e) => ({
          ...e,
          [tradeId]: err instanceof Error ? err.message : t('common.somethingWrong'),
        }));
    } finally {
      setBusy((b) => (b?.tradeId === tradeId ? null : b));
    }
  };

  if (!mayTrade || (trades.length === 0 && notice === null)) return null;

  return (
    <section aria-labelledby="trades-title" className="space-y-3">
      <h2 id="trades-title" className="text-lg font-semibold">
        {t('trades.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('trades.lead')}</p>
      <p role="status" className="text-sm font-semibold text-green-800">
        {notice === null ? '' : text(notice)}
      </p>
      {trades.length > 0 && (
        <ul className="space-y-3" aria-labelledby="trades-title">
          {trades.map((trade) => (
            <li key={trade.id}>
              <TradeCard
                trade={trade}
                showEarning={allowed('earnings.read')}
                canAnswer={mayTrade}
                busyAnswer={busy?.tradeId === trade.id ? busy.answer : null}
                error={errors[trade.id] ?? null}
                closedMessage={closed[trade.id] ?? null}
                onExpire={() => remove(trade.id)}
                onDismiss={() => remove(trade.id)}
                onAccept={() => void respond(trade.id, 'accept')}
                onDecline={() => void respond(trade.id, 'decline')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
