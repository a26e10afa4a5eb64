import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  buildBookSlotPrefill,
  isInMatchTab,
  matchesMatchSearch,
  SMART_TRUCK_POOLING_MODE,
  STORAGE_KEYS,
  TRUCK_MATCH_TAB_LABELS,
  TRUCK_MATCH_TABS,
  type TruckMatchTab,
} from '@logisaathi/domain';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { SearchAndTabs } from '@/components/ui/search-and-tabs';
import { writeJson } from '@/lib/storage';
import { paths } from '@/config/paths';
import { useDomainText } from '@/i18n/use-language';
import { currentLanguage } from '@/i18n/i18n';
import { useSharedTrucks } from '../api/get-shared-trucks';
import type { TruckMatchCard as Card } from '@logisaathi/domain';
import { useRefreshPoolButton } from '../hooks/use-refresh-pool-button';
import { AddTruckDialog } from './add-truck-dialog';
import { formatKg } from './format';
import { MyTrucksPanel } from './my-trucks-panel';
import { PoolingPromo } from './pooling-promo';
import { TruckDetailsDialog } from './truck-details-dialog';
import { TruckMatchCard } from './truck-match-card';

/** The 'Shared Truck Matches' screen (spec section 2) over the server-side pool (DESIGN.md). */
export function SharedTrucksScreen() {
  const { t } = useTranslation('sharedTrucks');
  const text = useDomainText();
  const navigate = useNavigate();
  const { data, isPending, isError, error } = useSharedTrucks();
  const { isRefreshing, start: refreshPool } = useRefreshPoolButton();
  const [tab, setTab] = useState<TruckMatchTab>('all');
  const [query, setQuery] = useState('');
  const [details, setDetails] = useState<Card | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const matches = useMemo(() => data?.matches ?? [], [data]);
  const searched = useMemo(() => matches.filter((card) => matchesMatchSearch(card, query)), [matches, query]);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        TRUCK_MATCH_TABS.map((id) => [id, searched.filter((c) => isInMatchTab(c, id)).length]),
      ) as Record<TruckMatchTab, number>,
    [searched],
  );
  const tabLabels = Object.fromEntries(
    TRUCK_MATCH_TABS.map((id) => [id, text(TRUCK_MATCH_TAB_LABELS[id])]),
  ) as Record<TruckMatchTab, string>;
  const visible = searched.filter((card) => isInMatchTab(card, tab));
  const isReferencePrice = data?.basis.kind === 'route';

  const bookSlot = (card: Card) => {
    const prefill = buildBookSlotPrefill(
      {
        pickupLocation: card.pickupLocation,
        deliveryLocation: card.deliveryLocation,
        departureTime: card.departureTime,
        // The reference weight the pool view prices is not the user's: only a weight they chose is carried over.
        ...(isReferencePrice ? {} : { weightKg: card.weightKg }),
        // Demo trucks cannot be booked: the prefill carries their route, not their id.
        ...(card.isDemo ? {} : { id: card.id }),
      },
      new Date(),
    );
    writeJson(STORAGE_KEYS.prefillDelivery, prefill);
    void navigate(paths.addDelivery);
  };
  const startPooling = () => {
    localStorage.setItem(STORAGE_KEYS.deliveryMode, SMART_TRUCK_POOLING_MODE);
    void navigate(paths.addDelivery);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('screen.title')}</h1>
          <p className="mt-1 text-slate-700">{t('screen.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={refreshPool}
            disabled={isRefreshing}
          >
            {isRefreshing ? t('screen.refreshing') : t('screen.refresh')}
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => setIsAddOpen(true)}>
            {t('screen.addTruck')}
          </button>
        </div>
      </div>
      {notice && (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-2 text-sm text-green-900">
          {notice}
        </p>
      )}
      <div className="mt-4">
        <PoolingPromo onCreate={startPooling} />
      </div>
      {data && (
        <p className="mt-4 text-sm text-slate-700" data-testid="pool-supply">
          {t('screen.supply', {
            count: data.supply.realTrucks,
            free: formatKg(data.supply.realFreeCapacityKg),
          })}
          {data.supply.demoTrucks > 0 && t('screen.supplyDemo', { demo: data.supply.demoTrucks })}
          {t('screen.supplyEnd')}
          {isReferencePrice && t('screen.supplyReference', { weight: formatKg(data.basis.weightKg) })}
        </p>
      )}
      {data && data.myPooledDeliveries.length > 0 && (
        <section
          aria-labelledby="my-pooled"
          className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50/50 p-4 text-sm"
        >
          <h2 id="my-pooled" className="font-semibold">
            {t('screen.waitingTitle')}
          </h2>
          <ul className="mt-2 space-y-1">
            {data.myPooledDeliveries.map((d) => (
              <li key={d._id}>
                {d.deliveryId} · {d.route} ·{' '}
                {d.plannedTruck
                  ? t('screen.plannedOn', { company: d.plannedTruck.company, route: d.plannedTruck.route })
                  : t('screen.waitingUntil', {
                      time: new Date(d.waitsUntil).toLocaleString(
                        currentLanguage() === 'hi' ? 'hi-IN' : 'en-IN',
                        {
                          timeZone: 'Asia/Kolkata',
                        },
                      ),
                    })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6">
        <SearchAndTabs
          searchId="truck-search"
          searchLabel={t('screen.searchLabel')}
          placeholder={t('screen.searchPlaceholder')}
          query={query}
          onQueryChange={setQuery}
          tabs={TRUCK_MATCH_TABS}
          tabLabels={tabLabels}
          counts={counts}
          activeTab={tab}
          onTabChange={setTab}
          tabsLabel={t('screen.tabsLabel')}
        />
      </div>
      <section aria-label={t('screen.matches')} className="mt-4">
        {isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            {t('screen.loading')}
          </p>
        ) : isError ? (
          <p role="alert" className="py-10 text-center text-red-800">
            {error.message}
          </p>
        ) : visible.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold">{t('screen.emptyTitle')}</p>
            <p className="mt-1 text-slate-700">{t('screen.emptyBody')}</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((card) => (
              <TruckMatchCard key={card.id} card={card} onBookSlot={bookSlot} onDetails={setDetails} />
            ))}
          </ul>
        )}
      </section>
      <div className="mt-8">
        <MyTrucksPanel />
      </div>
      <TruckDetailsDialog card={details} onClose={() => setDetails(null)} />
      <AddTruckDialog open={isAddOpen} onOpenChange={setIsAddOpen} onAdded={setNotice} />
    </div>
  );
}
