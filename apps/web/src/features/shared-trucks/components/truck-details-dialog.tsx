import { lazy, Suspense, useState } from 'react';
import { formatRupees } from '@logisaathi/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import type { MapPoint } from '@/components/map/route-map';
import { useSharedTrucks } from '../api/get-shared-trucks';
import { useRequestSlot } from '../api/request-slot';
import type { TruckMatchCard } from '@logisaathi/domain';
import { formatDeparture, formatKg } from './format';
import { formatIstTime } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';

const RouteMap = lazy(() => import('@/components/map/route-map').then((m) => ({ default: m.RouteMap })));

/** 'Details' of a truck match: its planned route on a map, the stops, and the fair cost split. */
export function TruckDetailsDialog({ card, onClose }: { card: TruckMatchCard | null; onClose: () => void }) {
  return (
    <Dialog.Root open={card !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-2xl overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:top-10 sm:bottom-auto sm:max-h-[calc(100vh-5rem)]">
          {card && <Details card={card} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Details({ card }: { card: TruckMatchCard }) {
  const { t } = useTranslation('sharedTrucks');
  const text = useDomainText();
  const points: MapPoint[] = card.stops.map((s) => ({
    lat: s.lat,
    lon: s.lon,
    label: `${t(`details.stops.${s.kind}`)}: ${s.label}`,
    kind: s.kind === 'start' || s.kind === 'pickup' ? 'pickup' : s.kind === 'end' ? 'drop' : 'place',
  }));
  const split = card.costSplit;
  return (
    <div>
      <Dialog.Title className="text-xl font-semibold">{card.company}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-700">
        {t('details.departs', {
          type: text(card.truckType),
          capacity: text(card.capacity),
          route: card.route,
          departure: formatDeparture(card.departureDate, card.slot),
        })}
      </Dialog.Description>
      {card.isDemo && (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('details.demoCannotBook', { note: t('card.demoNote') })}
        </p>
      )}
      <div className="mt-4">
        <Suspense
          fallback={
            <div className="h-56 rounded-md bg-slate-100" role="status">
              {t('details.loadingMap')}
            </div>
          }
        >
          <RouteMap
            points={points}
            line={card.stops.map((s) => [s.lat, s.lon] as [number, number])}
            label={t('details.mapLabel', { company: card.company })}
            className="h-56"
          />
        </Suspense>
      </div>
      <h3 className="mt-4 font-semibold">{t('details.plannedStops')}</h3>
      <ol className="mt-2 space-y-1 text-sm">
        {card.stops.map((stop, index) => (
          <li key={`${stop.kind}-${index}`} className="flex justify-between gap-3">
            <span>
              <span className="font-medium">{t(`details.stops.${stop.kind}`)}</span>: {stop.label}
              {stop.isYours && <span className="ml-1 text-indigo-800">{t('details.yours')}</span>}
            </span>
            <span className="shrink-0 text-slate-700">{formatIstTime(stop.etaIso)}</span>
          </li>
        ))}
      </ol>
      <h3 className="mt-4 font-semibold">{t('details.costSplit')}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('details.routeCost', {
          cost: formatRupees(split.routeCostInr),
          perKm: formatRupees(split.costPerKmInr),
          km: split.plannedKm,
        })}
        {card.isPlanned ? t('details.alreadyPlanned') : t('details.withYours')}
        {t('screen.supplyEnd')}
      </p>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-1 font-medium">
              {t('details.shipper')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('details.alone')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('details.share')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('details.saving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {split.shares.map((share) => (
            <tr key={share.label} className={share.isYou ? 'font-semibold' : ''}>
              <td className="py-1">{text(share.label)}</td>
              <td className="py-1">{formatRupees(share.standaloneInr)}</td>
              <td className="py-1">{formatRupees(share.shareInr)}</td>
              <td className="py-1">{formatRupees(share.savingsInr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm">
        <Trans
          t={t}
          i18nKey="details.youPay"
          values={{
            pay: formatRupees(split.youPayInr),
            original: formatRupees(card.originalCost),
            savings: card.savings,
            weight: formatKg(card.weightKg),
          }}
          components={{ 1: <strong /> }}
        />
      </p>
      <p className="mt-2 text-xs text-slate-700">{text(split.rule)}</p>
      {card.reasons.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-800">
          {card.reasons.map((reason) => (
            <li key={reason}>{text(reason)}</li>
          ))}
        </ul>
      )}
      {!card.isDemo && <RequestSlotForm card={card} />}
      <div className="mt-5 flex justify-end">
        <Dialog.Close asChild>
          <button type="button" className={secondaryButtonClass}>
            {t('details.close')}
          </button>
        </Dialog.Close>
      </div>
    </div>
  );
}

function RequestSlotForm({ card }: { card: TruckMatchCard }) {
  const { t } = useTranslation('sharedTrucks');
  const request = useRequestSlot();
  const { data: pool } = useSharedTrucks();
  const { refresh: refreshAlerts } = useAlerts();
  // A slot is always for one of the business's own pooled deliveries: it holds that delivery's weight.
  const deliveries = pool?.myPooledDeliveries ?? [];
  const [deliveryId, setDeliveryId] = useState('');
  const chosen = deliveryId || deliveries[0]?._id || '';
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!chosen) {
      setError(t('requestSlot.choose'));
      return;
    }
    try {
      const result = await request.mutateAsync({ truckId: card.id, deliveryId: chosen });
      refreshAlerts();
      setDone(
        t('requestSlot.done', { weight: formatKg(result.weightKg), price: formatRupees(result.quotedInr) }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('requestSlot.failed'));
    }
  };
  if (done)
    return (
      <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        {done}
      </p>
    );
  return (
    <form
      onSubmit={submit}
      className="mt-4 rounded-md border border-slate-200 p-3"
      aria-label={t('requestSlot.form')}
    >
      <h3 className="font-semibold">{t('requestSlot.title')}</h3>
      <p className="text-sm text-slate-700">{t('requestSlot.explain')}</p>
      <div className="mt-2">
        <ErrorBox message={error} />
      </div>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('requestSlot.noDeliveries')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Field label={t('requestSlot.delivery')} className="min-w-0 flex-1">
            {(a) => (
              <select
                {...a}
                value={chosen}
                onChange={(e) => setDeliveryId(e.target.value)}
                className={inputClass}
              >
                {deliveries.map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.deliveryId} · {d.route} · {formatKg(d.weightKg)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className={primaryButtonClass} disabled={request.isPending}>
            {request.isPending ? t('requestSlot.requesting') : t('requestSlot.request')}
          </button>
        </div>
      )}
    </form>
  );
}
