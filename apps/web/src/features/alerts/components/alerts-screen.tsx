import { useMemo, useState } from 'react';
import { useAlerts } from '../../../lib/alerts';
import { secondaryButtonClass } from '../../../components/ui/field';
import { SearchAndTabs } from '../../../components/ui/search-and-tabs';
import {
  ALERT_TAB_LABELS,
  ALERT_TABS,
  alertTabCounts,
  isInAlertTab,
  type AlertTab,
} from '@logisaathi/domain';
import { matchesSearch } from './alert-filters';
import { AlertItem } from './alert-item';

export function AlertsScreen() {
  const { alerts, markRead, archive, remove } = useAlerts();
  const [tab, setTab] = useState<AlertTab>('all');
  const [query, setQuery] = useState('');
  const [expandedId, setExpandedId] = useState<string | number | null>(null);

  const counts = useMemo(() => alertTabCounts(alerts), [alerts]);
  const visible = alerts.filter((a) => isInAlertTab(a, tab) && matchesSearch(a, query));

  const toggle = (id: string | number, isRead: boolean) => {
    setExpandedId((current) => (current === id ? null : id));
    // Spec section 2: expanding an alert marks it read.
    if (!isRead) markRead(id);
  };
  const resetFilters = () => {
    setTab('all');
    setQuery('');
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Alerts &amp; Notifications</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label="Alert list" className="min-w-0">
          <SearchAndTabs
            searchId="alert-search"
            searchLabel="Search alerts"
            placeholder="Search alerts..."
            query={query}
            onQueryChange={setQuery}
            tabs={ALERT_TABS}
            tabLabels={ALERT_TAB_LABELS}
            counts={counts}
            activeTab={tab}
            onTabChange={setTab}
            tabsLabel="Alert filters"
          />
          {visible.length === 0 ? (
            <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-lg font-semibold">No alerts found</p>
              <p className="mt-1 text-slate-700">Try adjusting your filters or search terms</p>
              <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={resetFilters}>
                Reset Filters
              </button>
            </div>
          ) : (
            <ul className="mt-4 space-y-3">
              {visible.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  isExpanded={expandedId === alert.id}
                  onToggle={() => toggle(alert.id, alert.read)}
                  onArchive={() => archive(alert.id)}
                  onDelete={() => remove(alert.id)}
                />
              ))}
            </ul>
          )}
        </section>
        <aside
          aria-labelledby="alert-summary"
          className="h-fit rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="alert-summary" className="font-semibold">
            Alert Summary
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-center">
            {[
              ['Active Alerts', counts.active],
              ['Unread', counts.unread],
              ['High Priority', counts.high],
              ['Resolved', counts.completed],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md bg-slate-50 p-3">
                <dt className="text-xs text-slate-700">{label}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  );
}
