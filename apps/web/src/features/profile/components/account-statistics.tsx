import type { AccountStats } from '@logisaathi/domain';
import { formatIstDate, formatIstDateTime } from './format';

/** Spec section 2 'Account Statistics', from the server. */
export function AccountStatistics({ stats }: { stats: AccountStats }) {
  const items = [
    { label: 'Member Since', value: formatIstDate(stats.memberSince) },
    { label: 'Total Deliveries', value: String(stats.totalDeliveries) },
    { label: 'Documents', value: String(stats.documents) },
    { label: 'Last Login', value: formatIstDateTime(stats.lastLogin) },
  ];
  return (
    <section
      aria-labelledby="stats-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="stats-title" className="mb-4 text-xl font-bold text-slate-900">
        Account Statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-700">{item.label}</dt>
            <dd
              className="mt-1 break-words text-lg font-semibold text-slate-900"
              data-testid={`stat-${item.label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
