import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { formatIstDateTime } from '@/lib/format';

const TIME = { timeStyle: 'medium' } as const;
const DATE = { dateStyle: 'full' } as const;

/** Welcome line with a clock that ticks every second (spec section 4), in India Standard Time. */
export function DashboardGreeting({ name }: { name: string }) {
  const now = useNow(1_000);
  const { t } = useTranslation('deliveries');
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold">{t('dashboard.greeting.welcome', { name })}</h1>
        <p className="text-slate-700">{t('dashboard.greeting.subtitle')}</p>
      </div>
      <p className="text-sm text-slate-700" aria-label={t('dashboard.greeting.clockLabel')}>
        <time
          dateTime={now.toISOString()}
          className="font-mono text-lg font-semibold text-slate-900"
          data-testid="dashboard-clock"
        >
          {formatIstDateTime(now, TIME)}
        </time>
        <span className="block">{formatIstDateTime(now, DATE)}</span>
      </p>
    </div>
  );
}
