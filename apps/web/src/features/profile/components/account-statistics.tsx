import { useTranslation } from 'react-i18next';
import type { AccountStats } from '@logisaathi/domain';
import { useLanguage } from '@/i18n/use-language';
import { profileDate, profileDateTime } from './format';

/** Spec section 2 'Account Statistics', from the server. */
export function AccountStatistics({ stats }: { stats: AccountStats }) {
  const { t } = useTranslation('profile');
  const { language } = useLanguage();
  const notAvailable = t('stats.notAvailable');
  const items = [
    {
      id: 'member-since',
      label: t('stats.memberSince'),
      value: profileDate(stats.memberSince, language) ?? notAvailable,
    },
    { id: 'total-deliveries', label: t('stats.totalDeliveries'), value: String(stats.totalDeliveries) },
    { id: 'documents', label: t('stats.documents'), value: String(stats.documents) },
    {
      id: 'last-login',
      label: t('stats.lastLogin'),
      value: profileDateTime(stats.lastLogin, language) ?? notAvailable,
    },
  ];
  return (
    <section
      aria-labelledby="stats-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="stats-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <div key={item.id} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-700">{item.label}</dt>
            <dd
              className="mt-1 break-words text-lg font-semibold text-slate-900"
              data-testid={`stat-${item.id}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
