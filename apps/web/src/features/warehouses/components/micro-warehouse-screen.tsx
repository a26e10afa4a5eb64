import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, secondaryButtonClass } from '@/components/ui/field';
import { useMyBookings } from '../api/get-my-bookings';
import { useWarehouses, type WarehouseFilters } from '../api/get-warehouses';
import type { Origin, Warehouse } from '@logisaathi/domain';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDomainText } from '@/i18n/use-language';
import { BookingDialog } from './booking-dialog';
import { MyBookings } from './my-bookings';
import { WarehouseCard } from './warehouse-card';
import {
  FilterTabs,
  LayoutToggle,
  SearchControls,
  type WarehouseLayout,
  type WarehouseTab,
} from './warehouse-filters';

// Leaflet is only fetched when someone opens the map.
const WarehouseMap = lazy(() => import('./warehouse-map'));

type View = 'browse' | 'bookings';

export function MicroWarehouseScreen() {
  const { t } = useTranslation('warehouses');
  const [view, setView] = useState<View>('browse');
  const [tab, setTab] = useState<WarehouseTab>('all');
  const [layout, setLayout] = useState<WarehouseLayout>('grid');
  const [q, setQ] = useState('');
  const [near, setNear] = useState('');
  const [sort, setSort] = useState<'distance' | 'price'>('distance');
  const [booking, setBooking] = useState<Warehouse | null>(null);
  const bookings = useMyBookings();

  const filters: WarehouseFilters = {
    q: useDebouncedValue(q.trim(), 300),
    near: useDebouncedValue(near.trim(), 400),
    sort,
    type: tab === 'Premium' || tab === 'Standard' || tab === 'Economy' ? tab : null,
    availableNow: tab === 'availableNow',
  };
  const search = useWarehouses(filters);
  const firstPage = search.data?.pages[0];
  const warehouses = search.data?.pages.flatMap((p) => p.warehouses) ?? [];
  const upcomingCount =
    bookings.data?.filter((b) => b.status === 'Upcoming' || b.status === 'Active').length ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('screen.title')}</h1>
          <p className="text-slate-700">{t('screen.subtitle')}</p>
        </div>
        <div role="group" aria-label={t('screen.section')} className="flex gap-2">
          <button
            type="button"
            aria-pressed={view === 'browse'}
            onClick={() => setView('browse')}
            className={sectionButton(view === 'browse')}
          >
            {t('screen.findSpace')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'bookings'}
            onClick={() => setView('bookings')}
            className={sectionButton(view === 'bookings')}
          >
            {upcomingCount > 0 ? t('screen.myBookingsCount', { n: upcomingCount }) : t('screen.myBookings')}
          </button>
        </div>
      </div>

      {view === 'bookings' ? (
        <section aria-label={t('screen.myBookings')} className="mt-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('screen.myBookings')}</h2>
          <MyBookings />
        </section>
      ) : (
        <section aria-labelledby="find-space-heading" className="mt-6 space-y-4">
          <h2 id="find-space-heading" className="sr-only">
            {t('screen.findHeading')}
          </h2>
          <SearchControls q={q} near={near} sort={sort} onQ={setQ} onNear={setNear} onSort={setSort} />
          <OriginLine origin={firstPage?.origin ?? null} notice={firstPage?.notice ?? null} sort={sort} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <FilterTabs tab={tab} counts={firstPage?.counts ?? null} onChange={setTab} />
            <LayoutToggle layout={layout} onChange={setLayout} />
          </div>
          {search.error && <ErrorBox message={search.error.message} />}
          {search.isPending ? (
            <p className="py-8 text-center text-slate-700">{t('screen.loading')}</p>
          ) : warehouses.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('screen.emptyTitle')}</p>
              <p className="mt-1 text-slate-700">{t('screen.emptyBody')}</p>
            </div>
          ) : layout === 'map' ? (
            <Suspense fallback={<p className="py-8 text-center text-slate-700">{t('screen.loadingMap')}</p>}>
              <WarehouseMap warehouses={warehouses} origin={firstPage?.origin ?? null} onBook={setBooking} />
            </Suspense>
          ) : (
            <ul
              className={layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3'}
              aria-label={t('screen.list')}
            >
              {warehouses.map((w) => (
                <li key={w.id} className="flex">
                  <div className="w-full">
                    <WarehouseCard
                      warehouse={w}
                      layout={layout === 'list' ? 'list' : 'grid'}
                      onBook={setBooking}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {firstPage && warehouses.length > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
              <p>{t('screen.showing', { shown: warehouses.length, total: firstPage.total })}</p>
              {search.hasNextPage && (
                <button
                  type="button"
                  onClick={() => void search.fetchNextPage()}
                  disabled={search.isFetchingNextPage}
                  className={secondaryButtonClass}
                >
                  {search.isFetchingNextPage ? t('screen.loadingMore') : t('screen.showMore')}
                </button>
              )}
            </div>
          )}
        </section>
      )}
      <BookingDialog warehouse={booking} onClose={() => setBooking(null)} />
    </div>
  );
}

const sectionButton = (isOn: boolean) =>
  `rounded-md px-4 py-2 text-sm font-semibold ${isOn ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'}`;

function OriginLine({
  origin,
  notice,
  sort,
}: {
  origin: Origin | null;
  notice: string | null;
  sort: 'distance' | 'price';
}) {
  const { t } = useTranslation('warehouses');
  const text = useDomainText();
  if (notice)
    return (
      <p role="status" className="text-sm text-orange-800">
        {text(notice)}
      </p>
    );
  if (origin) {
    const from =
      origin.source === 'latest-pickup' ? t('screen.fromPickup', { label: origin.label }) : origin.label;
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('screen.distancesFrom', { from })}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-700">
      {sort === 'distance' ? t('screen.enterLocationSort') : t('screen.enterLocation')}
    </p>
  );
}
