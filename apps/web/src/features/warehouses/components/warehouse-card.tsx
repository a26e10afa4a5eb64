import { Trans, useTranslation } from 'react-i18next';
import { formatRupees } from '@logisaathi/domain';
import type { Warehouse } from '@logisaathi/domain';
import { Digipin } from '@/components/ui/digipin';
import { primaryButtonClass } from '@/components/ui/field';
import { AvailabilityBadge, DemoBadge, TypeBadge } from './badges';
import { formatDistance, formatSqFt } from './format';

export function WarehouseCard({
  warehouse: w,
  layout,
  onBook,
}: {
  warehouse: Warehouse;
  layout: 'grid' | 'list';
  onBook: (w: Warehouse) => void;
}) {
  const { t } = useTranslation('warehouses');
  const usedShare = w.totalSpace > 0 ? (w.totalSpace - w.availableSpace) / w.totalSpace : 1;
  const isFull = w.availability === 'Full';
  const distance = formatDistance(w);
  return (
    <article
      aria-labelledby={`warehouse-${w.id}`}
      className={`flex rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${layout === 'list' ? 'flex-col gap-3 md:flex-row md:items-start' : 'flex-col gap-3'}`}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <TypeBadge type={w.type} />
          <AvailabilityBadge availability={w.availability} />
          {w.isDemo && <DemoBadge />}
        </div>
        <h3 id={`warehouse-${w.id}`} className="text-lg font-semibold text-slate-900">
          {w.name}
        </h3>
        <p className="text-sm text-slate-700">
          {w.location}, {w.pincode}
          {distance && (
            <>
              {' · '}
              <span className="font-medium text-slate-900">{t('card.away', { distance })}</span>
              {w.driveMinutes !== null && <span>{t('card.drive', { minutes: w.driveMinutes })}</span>}
            </>
          )}
        </p>
        <Digipin point={w} label={t('card.digipin', { name: w.name })} />
        <p className="text-sm text-slate-700">
          <span aria-hidden="true" className="text-amber-600">
            ★
          </span>{' '}
          {w.reviews > 0 ? (
            <Trans
              t={t}
              i18nKey="card.reviews"
              values={{ rating: w.rating.toFixed(1), count: w.reviews }}
              components={{ 1: <span className="font-medium text-slate-900" /> }}
            />
          ) : (
            t('card.newListing')
          )}
        </p>
        <div>
          <p className="text-sm text-slate-800">
            <Trans
              t={t}
              i18nKey="card.available"
              values={{ available: formatSqFt(w.availableSpace), total: formatSqFt(w.totalSpace) }}
              components={{ 1: <span className="font-semibold" /> }}
            />
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-indigo-600"
              style={{ width: `${Math.round((1 - usedShare) * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-600">{w.capacity}</p>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{t('card.lastMile')}</span> {w.lastMile}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.features')}>
          {w.features.map((f) => (
            <li key={f} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {f}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-600">
          {w.operator.name} · {w.openingHours}
        </p>
      </div>
      <div
        className={`flex shrink-0 flex-col gap-2 ${layout === 'list' ? 'md:w-52 md:items-end md:text-right' : ''}`}
      >
        <p className="text-slate-900">
          <span className="text-xl font-bold">{formatRupees(w.pricePerDay)}</span>
          <span className="text-sm text-slate-700">{t('card.perDay')}</span>
        </p>
        <p className="text-sm text-slate-700">
          {t('card.perMonth', { price: formatRupees(w.pricePerMonth) })}
        </p>
        <button
          type="button"
          onClick={() => onBook(w)}
          disabled={isFull}
          className={`${primaryButtonClass} w-full`}
          aria-label={t('card.bookNowLabel', { name: w.name })}
        >
          {isFull ? t('card.fullyBooked') : t('card.bookNow')}
        </button>
      </div>
    </article>
  );
}
