import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '@/i18n/use-language';
import { useAlerts } from '@/lib/alerts';
import { secondaryButtonClass } from '@/components/ui/field';
import { SearchAndTabs } from '@/components/ui/search-and-tabs';
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
  const { t } = useTranslation('alerts');
  const text = useDomainText();
  const { alerts, markRead, archive, remove } = useAlerts();
  const [tab, setTab] = useState<AlertTab>('all');
  const [query, setQuery] = useState('');
  const [expandedId, setExpandedId] = useState<string | number | null>(null);

  const counts = useMemo(() => alertTabCounts(alerts), [alerts]);
  const visible = alerts.filter((a) => isInAlertTab(a, tab) && matchesSearch(a, query, text));
  const tabLabels = Object.fromEntries(ALERT_TABS.map((id) => [id, text(ALERT_TAB_LABELS[id])])) as Record<
    AlertTab,
    string
  >;

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
      <h1 className="text-2xl font-bold">{t('screen.title')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label={t('screen.listLabel')} className="min-w-0">
          <SearchAndTabs
            searchId="alert-search"
            searchLabel={t('screen.searchLabel')}
            placeholder={t('screen.searchPlaceholder')}
            query={query}
            onQueryChange={setQuery}
            tabs={ALERT_TABS}
            tabLabels={tabLabels}
            counts={counts}
            activeTab={tab}
            onTabChange={setTab}
            tabsLabel={t('screen.filtersLabel')}
          />
          <p className="mt-3 text-sm text-slate-700" aria-live="polite">
            {t('screen.shown', { count: visible.length })}
          </p>
          {visible.length === 0 ? (
            <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-lg font-semibold">{t('screen.emptyTitle')}</p>
              <p className="mt-1 text-slate-700">{t('screen.emptyHint')}</p>
              <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={resetFilters}>
                {t('screen.resetFilters')}
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
            {t('screen.summary')}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-center">
            {[
              [t('screen.activeAlerts'), counts.active],
              [tabLabels.unread, counts.unread],
              [tabLabels.high, counts.high],
              [t('screen.resolved'), counts.completed],
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
