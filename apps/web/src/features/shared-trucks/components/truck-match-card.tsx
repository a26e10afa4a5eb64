import type { TruckMatchCard as Card } from '@logisaathi/domain';
import { formatDeparture, formatKg } from './format';
import { formatInr } from '../../../lib/format';

export const DEMO_TRUCK_NOTE = 'Demo truck — for illustration';

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
              <span aria-label={`Rating ${card.rating} out of 5`}>★ {card.rating.toFixed(1)}</span> ·{' '}
              {card.deliveries} {card.deliveries === 1 ? 'delivery' : 'deliveries'}
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            {card.isDemo && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Demo
              </span>
            )}
            {card.compatible && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                Compatible
              </span>
            )}
          </div>
        </div>
        {card.isDemo && <p className="mt-1 text-xs text-amber-900">{DEMO_TRUCK_NOTE}</p>}
        <p className="mt-2 font-medium text-slate-900">{card.route}</p>
        <p className="text-sm text-slate-800">
          {card.statusText} <strong>{card.departure}</strong> ·{' '}
          {formatDeparture(card.departureDate, card.slot)}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-600">Capacity</dt>
            <dd className="text-slate-900">
              {card.capacity} · {card.truckType}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Available space</dt>
            <dd className="text-slate-900">{card.availableSpace}%</dd>
          </div>
          <div>
            <dt className="text-slate-600">From</dt>
            <dd className="break-words text-slate-900">{card.pickupLocation}</dd>
          </div>
          <div>
            <dt className="text-slate-600">To</dt>
            <dd className="break-words text-slate-900">{card.deliveryLocation}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">Weight capacity</dt>
            <dd className="text-slate-900">
              {formatKg(card.currentWeight)} / {formatKg(card.maxWeight)}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span
            className="text-sm text-slate-600 line-through"
            aria-label={`Original cost ${formatInr(card.originalCost)}`}
          >
            {formatInr(card.originalCost)}
          </span>
          <span
            className="text-xl font-bold text-slate-900"
            aria-label={`Pooled cost ${formatInr(card.cost)}`}
          >
            {formatInr(card.cost)}
          </span>
          <span className="rounded bg-green-50 px-1.5 py-0.5 text-sm font-semibold text-green-800">
            Save {card.savings}%
          </span>
        </div>
        {card.specialRequirements.length > 0 && (
          <ul aria-label="Special requirements" className="mt-2 flex flex-wrap gap-1">
            {card.specialRequirements.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900 ring-1 ring-sky-200"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        {!card.compatible && card.reasons.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">{card.reasons[0]}</p>
        )}
        <div className="mt-auto flex gap-2 pt-4">
          <button
            type="button"
            onClick={() => onBookSlot(card)}
            className="flex-1 rounded-md bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
            aria-label={`Book Slot on ${card.company}`}
          >
            Book Slot
          </button>
          <button
            type="button"
            onClick={() => onDetails(card)}
            className="flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            aria-label={`Details of ${card.company}`}
          >
            Details
          </button>
        </div>
      </article>
    </li>
  );
}
