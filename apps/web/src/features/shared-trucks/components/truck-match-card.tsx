import { useTranslation } from 'react-i18next';
import { formatRupees } from '@logisaathi/domain';
import type { TruckMatchCard as Card } from '@logisaathi/domain';
import { formatDeparture, formatKg } from './format';
import { useDomainText } from '@/i18n/use-language';

/** One 'Truck match card' (spec section 3) with every field the spec lists, plus the Demo label. */
export function TruckMatchCard({
  card,
  onBookSlot,
  onDetails,
}: {
  card: Card;
  onBookSlot: (card: Card) => void;
  onDetails: (card: Card) => void;
}) {
  const { t } = useTranslation('sharedTrucks');
  const text = useDomainText();
  const headingId = `truck-${card.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-departure-time={card.departureTime}
        className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={headingId} className="font-semibold text-slate-900">
              {card.company}
            </h3>
            <p className="text-sm text-slate-700">
              <span aria-label={t('card.rating', { rating: card.rating })}>★ {card.rating.toFixed(1)}</span> ·{' '}
              {t('card.deliveries', { count: card.deliveries })}
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            {card.isDemo && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('card.demo')}
              </span>
            )}
            {card.compatible && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                {t('card.compatible')}
              </span>
            )}
          </div>
        </div>
        {card.isDemo && <p className="mt-1 text-xs text-amber-900">{t('card.demoNote')}</p>}
        <p className="mt-2 font-medium text-slate-900">{card.route}</p>
        <p className="text-sm text-slate-800">
          {text(card.statusText)} <strong>{card.departure}</strong> ·{' '}
          {formatDeparture(card.departureDate, card.slot)}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-600">{t('card.capacity')}</dt>
            <dd className="text-slate-900">
              {text(card.capacity)} · {text(card.truckType)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('card.availableSpace')}</dt>
            <dd className="text-slate-900">{card.availableSpace}%</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('card.from')}</dt>
            <dd className="break-words text-slate-900">{card.pickupLocation}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('card.to')}</dt>
            <dd className="break-words text-slate-900">{card.deliveryLocation}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">{t('card.weightCapacity')}</dt>
            <dd className="text-slate-900">
              {formatKg(card.currentWeight)} / {formatKg(card.maxWeight)}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span
            className="text-sm text-slate-600 line-through"
            aria-label={t('card.originalCost', { cost: formatRupees(card.originalCost) })}
          >
            {formatRupees(card.originalCost)}
          </span>
          <span
            className="text-xl font-bold text-slate-900"
            aria-label={t('card.pooledCost', { cost: formatRupees(card.cost) })}
          >
            {formatRupees(card.cost)}
          </span>
          <span className="rounded bg-green-50 px-1.5 py-0.5 text-sm font-semibold text-green-800">
            {t('card.save', { percent: card.savings })}
          </span>
        </div>
        {card.specialRequirements.length > 0 && (
          <ul aria-label={t('card.specialRequirements')} className="mt-2 flex flex-wrap gap-1">
            {card.specialRequirements.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900 ring-1 ring-sky-200"
              >
                {text(tag)}
              </li>
            ))}
          </ul>
        )}
        {!card.compatible && card.reasons.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">{text(card.reasons[0] ?? '')}</p>
        )}
        <div className="mt-auto flex gap-2 pt-4">
          <button
            type="button"
            onClick={() => onBookSlot(card)}
            className="flex-1 rounded-md bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
            aria-label={t('card.bookSlotOn', { company: card.company })}
          >
            {t('card.bookSlot')}
          </button>
          <button
            type="button"
            onClick={() => onDetails(card)}
            className="flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            aria-label={t('card.detailsOf', { company: card.company })}
          >
            {t('card.details')}
          </button>
        </div>
      </article>
    </li>
  );
}
