import { useState } from 'react';
import { formatRupees } from '@logisaathi/domain';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/lib/alerts';
import { ErrorBox, secondaryButtonClass } from '@/components/ui/field';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import type { WarehouseBookingView } from '@logisaathi/domain';
import { BookingStatusBadge, DemoBadge } from './badges';
import { daysLabel, formatSqFt } from './format';
import { formatDay } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';
import { requirementLabel } from './special-requirements';

export function MyBookings() {
  const { t } = useTranslation('warehouses');
  const { data: bookings, isPending, error } = useMyBookings();
  if (isPending) return <p className="py-8 text-center text-slate-700">{t('bookings.loading')}</p>;
  if (error) return <ErrorBox message={error.message} />;
  if (bookings.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-semibold text-slate-900">{t('bookings.emptyTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('bookings.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('bookings.list')}>
      {bookings.map((b) => (
        <BookingRow key={b.id} booking={b} />
      ))}
    </ul>
  );
}

function BookingRow({ booking: b }: { booking: WarehouseBookingView }) {
  const { t } = useTranslation('warehouses');
  const text = useDomainText();
  const cancel = useCancelBooking();
  const { refresh: refreshAlerts } = useAlerts();
  const [isConfirming, setIsConfirming] = useState(false);
  const onCancel = () =>
    cancel.mutate(b.id, {
      onSuccess: () => {
        setIsConfirming(false);
        refreshAlerts();
      },
    });
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={t('bookings.item', { reference: b.reference })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{b.warehouse.name}</span>
            <BookingStatusBadge status={b.status} />
            {b.warehouse.isDemo && <DemoBadge />}
          </p>
          <p className="text-sm text-slate-700">
            {b.reference} · {b.warehouse.location}
          </p>
        </div>
        <p className="text-lg font-bold text-slate-900">{formatRupees(b.priceInr)}</p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('bookings.space')}</dt>
          <dd className="text-slate-900">{formatSqFt(b.spaceRequired)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.dates')}</dt>
          <dd className="text-slate-900">
            {formatDay(b.startDate)} – {formatDay(b.lastDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.duration')}</dt>
          <dd className="text-slate-900">{daysLabel(b.duration)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.packageType')}</dt>
          <dd className="text-slate-900">{text(b.packageType)}</dd>
        </div>
      </dl>
      {b.specialRequirements.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {t('bookings.requirements', {
            list: b.specialRequirements.map((r) => requirementLabel(r, t)).join(', '),
          })}
        </p>
      )}
      {cancel.error && (
        <div className="mt-2">
          <ErrorBox message={cancel.error.message} />
        </div>
      )}
      {b.canCancel && (
        <div className="mt-3 flex flex-wrap gap-2">
          {isConfirming ? (
            <>
              <button
                type="button"
                onClick={onCancel}
                disabled={cancel.isPending}
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {cancel.isPending ? t('bookings.cancelling') : t('bookings.confirmCancel')}
              </button>
              <button type="button" onClick={() => setIsConfirming(false)} className={secondaryButtonClass}>
                {t('bookings.keep')}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setIsConfirming(true)} className={secondaryButtonClass}>
              {t('bookings.cancel')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
