import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { OFFER_MESSAGES, type Offer, type OfferStatus } from '@logisaathi/domain';
import { getPartnerJobHref } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { offersQueryKey, useOffers } from '../api/get-offers';
import { useAcceptOffer, useDeclineOffer } from '../api/respond-to-offer';
import type { PartnerStreamState } from '../hooks/use-partner-stream';
import { OfferCard } from './offer-card';

/** What a refused accept means for the card: someone else was faster, or the time ran out. */
function closedStatusOf(err: unknown): OfferStatus | null {
  if (!(err instanceof ApiError) || (err.status !== 409 && err.status !== 400)) return null;
  if (err.message === OFFER_MESSAGES.taken) return 'taken';
  if (err.message === OFFER_MESSAGES.expired) return 'expired';
  return null;
}

/** The open offers of the online vehicles, live from the partner stream. */
export function OffersList({ streamState }: { streamState: PartnerStreamState }) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offersQuery = useOffers(true);
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const offers = offersQuery.data ?? [];
  const canSeeEarnings = usePermissions().allowed('earnings.read');

  const setStatus = (offerId: string, status: OfferStatus) =>
    queryClient.setQueryData<Offer[]>(offersQueryKey, (old) =>
      old?.map((o) => (o.id === offerId ? { ...o, status } : o)),
    );
  const remove = (offerId: string) =>
    queryClient.setQueryData<Offer[]>(offersQueryKey, (old) => old?.filter((o) => o.id !== offerId));
  const fail = (offerId: string, err: unknown) => {
    const closed = closedStatusOf(err);
    if (closed) setStatus(offerId, closed);
    else
      setErrors((e) => ({
        ...e,
        [offerId]: err instanceof Error ? err.message : t('common.somethingWrong'),
      }));
  };

  return (
    <section aria-labelledby="offers-title" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="offers-title" className="text-lg font-semibold">
          {t('offers.title')}
        </h2>
        <span className="text-xs text-slate-600" data-testid="partner-stream-state">
          {streamState === 'off' ? '' : t(`offers.stream.${streamState}`)}
        </span>
      </div>
      {offersQuery.isPending ? (
        <p className="text-slate-600">{t('offers.loading')}</p>
      ) : offersQuery.error ? (
        <p role="alert" className="text-red-700">
          {offersQuery.error.message}
        </p>
      ) : offers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          {t('offers.empty')}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t('offers.title')}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                showEarning={canSeeEarnings}
                isBusy={busyId === offer.id}
                error={errors[offer.id] ?? null}
                onExpire={() => remove(offer.id)}
                onDismiss={() => remove(offer.id)}
                onAccept={() => {
                  setBusyId(offer.id);
                  accept.mutate(offer.id, {
                    onSuccess: (job) => navigate(getPartnerJobHref(job.id)),
                    onError: (err) => fail(offer.id, err),
                    onSettled: () => setBusyId(null),
                  });
                }}
                onDecline={(body) => {
                  setBusyId(offer.id);
                  decline.mutate(
                    { offerId: offer.id, body },
                    { onError: (err) => fail(offer.id, err), onSettled: () => setBusyId(null) },
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
