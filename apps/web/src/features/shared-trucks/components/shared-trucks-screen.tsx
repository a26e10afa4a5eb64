import { useMemo, useState } from 'react';
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
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/field';
import { SearchAndTabs } from '../../../components/ui/search-and-tabs';
import { writeJson } from '../../../lib/storage';
import { paths } from '../../../config/paths';
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
          <h1 className="text-2xl font-bold">Shared Truck Matches</h1>
          <p className="mt-1 text-slate-700">
            Share a truck with businesses going your way and save up to 40%.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={refreshPool}
            disabled={isRefreshing}
          >
            {isRefreshing ? 'Refreshing...' : 'Refresh Pool'}
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => setIsAddOpen(true)}>
            Add Your Truck to Pool
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
          {data.supply.realTrucks} {data.supply.realTrucks === 1 ? 'truck' : 'trucks'} offered by businesses (
          {formatKg(data.supply.realFreeCapacityKg)} free)
          {data.supply.demoTrucks > 0 && `, plus ${data.supply.demoTrucks} demo trucks for illustration`}.
          {isReferencePrice &&
            ` Prices are for a ${formatKg(data.basis.weightKg)} slot along each truck's route.`}
        </p>
      )}
      {data && data.myPooledDeliveries.length > 0 && (
        <section
          aria-labelledby="my-pooled"
          className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50/50 p-4 text-sm"
        >
          <h2 id="my-pooled" className="font-semibold">
            Your deliveries waiting for a shared truck
          </h2>
          <ul className="mt-2 space-y-1">
            {data.myPooledDeliveries.map((d) => (
              <li key={d._id}>
                {d.deliveryId} · {d.route} ·{' '}
                {d.plannedTruck
                  ? `planned on ${d.plannedTruck.company} (${d.plannedTruck.route})`
                  : `waiting until ${new Date(d.waitsUntil).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6">
        <SearchAndTabs
          searchId="truck-search"
          searchLabel="Search shared trucks"
          placeholder="Search by company, route, or location..."
          query={query}
          onQueryChange={setQuery}
          tabs={TRUCK_MATCH_TABS}
          tabLabels={TRUCK_MATCH_TAB_LABELS}
          counts={counts}
          activeTab={tab}
          onTabChange={setTab}
          tabsLabel="Match filters"
        />
      </div>
      <section aria-label="Truck matches" className="mt-4">
        {isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            Loading truck matches...
          </p>
        ) : isError ? (
          <p role="alert" className="py-10 text-center text-red-800">
            {error.message}
          </p>
        ) : visible.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold">No Truck Matches Available</p>
            <p className="mt-1 text-slate-700">No compatible shared trucks found at the moment.</p>
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
