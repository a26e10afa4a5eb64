import { useState } from 'react';
import { formatRupees } from '@logisaathi/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';
import { ErrorBox } from '@/components/ui/field';
import { useTruckRequests } from '../api/get-truck-requests';
import { useRespondToRequest, type RequestAction } from '../api/respond-to-request';
import { formatDeparture, formatKg } from './format';
import { useDomainText } from '@/i18n/use-language';

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  declined: 'bg-red-100 text-red-800',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

const STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled', 'withdrawn'] as const;

function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation('sharedTrucks');
  const known = STATUSES.find((s) => s === status);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[status] ?? ''}`}
    >
      {known ? t(`myTrucks.status.${known}`) : status}
    </span>
  );
}

/** 'My Trucks & Requests': owners answer slot requests; shippers follow their own. */
export function MyTrucksPanel() {
  const { t } = useTranslation('sharedTrucks');
  const text = useDomainText();
  const { data, isPending } = useTruckRequests();
  const respond = useRespondToRequest();
  const { refresh: refreshAlerts } = useAlerts();
  const [error, setError] = useState<string | null>(null);
  const answer = async (id: string, verb: RequestAction) => {
    setError(null);
    try {
      await respond.mutateAsync({ id, answer: verb });
      refreshAlerts();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('myTrucks.failed'));
    }
  };
  if (isPending || !data) return null;
  const { myTrucks, incoming, outgoing } = data;
  if (myTrucks.length === 0 && outgoing.length === 0) return null;
  return (
    <section
      aria-labelledby="my-trucks"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="my-trucks" className="text-lg font-semibold">
        {t('myTrucks.title')}
      </h2>
      <ErrorBox message={error} />
      {myTrucks.length > 0 && (
        <ul className="mt-3 space-y-3">
          {myTrucks.map((truck) => {
            const requests = incoming.filter((r) => r.truck.id === truck.id);
            return (
              <li key={truck.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap justify-between gap-2">
                  <p className="font-medium">
                    {truck.companyName} · {text(truck.truckType)} · {truck.pickupLocation} →{' '}
                    {truck.deliveryLocation}
                  </p>
                  <span className="text-sm text-slate-700">
                    {truck.status === 'active'
                      ? `${text(truck.statusText)} ${truck.timeLeft}`
                      : t('myTrucks.left')}
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  {formatDeparture(truck.departureDate, truck.departureTime)} ·{' '}
                  {t('myTrucks.requested', {
                    reserved: formatKg(truck.reservedKg),
                    capacity: formatKg(truck.capacityKg),
                    count: truck.plannedStops,
                  })}
                </p>
                {requests.length > 0 && (
                  <ul className="mt-2 space-y-2">
                    {requests.map((r) => (
                      <li
                        key={r.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded bg-slate-50 p-2 text-sm"
                      >
                        <span>
                          <strong>{r.requesterCompany}</strong>: {formatKg(r.weightKg)}, {r.pickup} → {r.drop}
                          , {formatRupees(r.quotedInr)} <StatusPill status={r.status} />
                        </span>
                        {r.status === 'pending' && truck.status === 'active' && (
                          <span className="flex gap-2">
                            <button
                              type="button"
                              onClick={() => void answer(r.id, 'accept')}
                              disabled={respond.isPending}
                              className="rounded-md bg-green-700 px-3 py-1 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
                              aria-label={t('myTrucks.acceptFrom', { company: r.requesterCompany })}
                            >
                              {t('myTrucks.accept')}
                            </button>
                            <button
                              type="button"
                              onClick={() => void answer(r.id, 'decline')}
                              disabled={respond.isPending}
                              className="rounded-md border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
                              aria-label={t('myTrucks.declineFrom', { company: r.requesterCompany })}
                            >
                              {t('myTrucks.decline')}
                            </button>
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {outgoing.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{t('myTrucks.outgoing')}</h3>
          <ul className="mt-2 space-y-2">
            {outgoing.map((r) => (
              <li key={r.id} className="rounded bg-slate-50 p-2 text-sm">
                {r.truck.company} · {r.truck.route} · {formatKg(r.weightKg)} · {formatRupees(r.quotedInr)}{' '}
                <StatusPill status={r.status} />
                {(r.status === 'pending' || r.status === 'accepted') && (
                  <button
                    type="button"
                    onClick={() => void answer(r.id, 'withdraw')}
                    disabled={respond.isPending}
                    className="ml-2 rounded-md border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
                    aria-label={t('myTrucks.withdrawOn', { company: r.truck.company })}
                  >
                    {t('myTrucks.withdraw')}
                  </button>
                )}
                {r.contact && (
                  <span className="block text-slate-700">
                    {t('myTrucks.contact', { person: r.contact.person, phone: r.contact.phone })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
