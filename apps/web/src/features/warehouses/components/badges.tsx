import { useTranslation } from 'react-i18next';
import type { WarehouseAvailability, WarehouseType } from '@logisaathi/domain';
import type { BookingStatus } from '@logisaathi/domain';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

const TYPE_CLASS: Record<WarehouseType, string> = {
  Premium: 'bg-amber-100 text-amber-900',
  Standard: 'bg-sky-100 text-sky-900',
  Economy: 'bg-slate-200 text-slate-900',
};

const AVAILABILITY_CLASS: Record<WarehouseAvailability, string> = {
  Available: 'bg-green-100 text-green-900',
  Limited: 'bg-orange-100 text-orange-900',
  Full: 'bg-red-100 text-red-900',
};

const STATUS_CLASS: Record<BookingStatus, string> = {
  Upcoming: 'bg-purple-100 text-purple-900',
  Active: 'bg-blue-100 text-blue-900',
  Completed: 'bg-green-100 text-green-900',
  Cancelled: 'bg-slate-200 text-slate-800',
};

export function TypeBadge({ type }: { type: WarehouseType }) {
  const { t } = useTranslation('warehouses');
  return <span className={`${pill} ${TYPE_CLASS[type]}`}>{t(`badges.type.${type}`)}</span>;
}

export function AvailabilityBadge({ availability }: { availability: WarehouseAvailability }) {
  const { t } = useTranslation('warehouses');
  return (
    <span className={`${pill} ${AVAILABILITY_CLASS[availability]}`}>
      {t(`badges.availability.${availability}`)}
    </span>
  );
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('warehouses');
  return <span className={`${pill} ${STATUS_CLASS[status]}`}>{t(`badges.status.${status}`)}</span>;
}

/** Every demo row says so where it is shown (DESIGN.md: clearly labelled demo data). */
export function DemoBadge() {
  const { t } = useTranslation('warehouses');
  return (
    <span
      className={`${pill} border border-dashed border-slate-500 bg-white text-slate-800`}
      title={t('badges.demoTitle')}
    >
      {t('badges.demo')}
    </span>
  );
}
