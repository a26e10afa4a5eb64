import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action } from '@logisaathi/domain';
import { usePermissions } from '@/lib/permissions';

const ACTIONS = [
  { to: '/add-delivery', key: 'addDelivery', action: 'deliveries.book' },
  { to: '/shared-trucks', key: 'sharedTrucks', action: 'pool.read' },
  { to: '/micro-warehouse', key: 'warehouse', action: 'warehouses.read' },
] as const satisfies ReadonlyArray<{ to: string; key: string; action: Action }>;

/** Shortcuts to what the member's role may do (issue 37); none, no section. */
export function QuickActions() {
  const { t } = useTranslation('deliveries');
  const { allowed } = usePermissions();
  const actions = ACTIONS.filter((a) => allowed(a.action));
  if (actions.length === 0) return null;
  return (
    <section
      aria-labelledby="quick-actions"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="quick-actions" className="font-semibold">
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className="mt-3 space-y-2">
        {actions.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="block rounded-md border border-slate-200 p-3 hover:border-indigo-400 hover:bg-indigo-50"
            >
              <span className="font-semibold text-indigo-800">{t(`dashboard.quickActions.${a.key}`)}</span>
              <span className="block text-sm text-slate-700">{t(`dashboard.quickActions.${a.key}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
