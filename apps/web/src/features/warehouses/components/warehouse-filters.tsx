import { useTranslation } from 'react-i18next';
import type { WarehouseType } from '@logisaathi/domain';
import { inputClass } from '@/components/ui/field';
import type { CatalogueCounts } from '@logisaathi/domain';
import { useSavedPlaces } from '@/lib/saved-places';

export type WarehouseTab = 'all' | WarehouseType | 'availableNow';
export type WarehouseLayout = 'grid' | 'list' | 'map';

/** Spec section 2: the five filter tabs, in order; their labels are under filters.tabs. */
export const WAREHOUSE_TABS: ReadonlyArray<{
  id: WarehouseTab;
  count: (c: CatalogueCounts) => number;
}> = [
  { id: 'all', count: (c) => c.all },
  { id: 'Premium', count: (c) => c.Premium },
  { id: 'Standard', count: (c) => c.Standard },
  { id: 'Economy', count: (c) => c.Economy },
  { id: 'availableNow', count: (c) => c.availableNow },
];

const chip = (isOn: boolean) =>
  `shrink-0 rounded-full px-3 py-1.5 text-sm font-medium ${isOn ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'}`;

export function FilterTabs({
  tab,
  counts,
  onChange,
}: {
  tab: WarehouseTab;
  counts: CatalogueCounts | null;
  onChange: (tab: WarehouseTab) => void;
}) {
  const { t } = useTranslation('warehouses');
  return (
    <div role="group" aria-label={t('filters.group')} className="flex gap-2 overflow-x-auto pb-1">
      {WAREHOUSE_TABS.map((tabDef) => (
        <button
          key={tabDef.id}
          type="button"
          aria-pressed={tab === tabDef.id}
          onClick={() => onChange(tabDef.id)}
          className={chip(tab === tabDef.id)}
        >
          {t(`filters.tabs.${tabDef.id}`)}{' '}
          <span data-testid={`warehouse-count-${tabDef.id}`}>({counts ? tabDef.count(counts) : 0})</span>
        </button>
      ))}
    </div>
  );
}

export function SearchControls(props: {
  q: string;
  near: string;
  sort: 'distance' | 'price';
  onQ: (q: string) => void;
  onNear: (near: string) => void;
  onSort: (sort: 'distance' | 'price') => void;
}) {
  const { t } = useTranslation('warehouses');
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_1fr_12rem]">
      <div>
        <label htmlFor="warehouse-search" className="mb-1 block text-sm font-medium text-slate-800">
          {t('filters.search')}
        </label>
        <input
          id="warehouse-search"
          type="search"
          value={props.q}
          onChange={(e) => props.onQ(e.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="warehouse-near" className="mb-1 block text-sm font-medium text-slate-800">
          {t('filters.location')}
        </label>
        <input
          id="warehouse-near"
          type="search"
          value={props.near}
          onChange={(e) => props.onNear(e.target.value)}
          placeholder={t('filters.locationPlaceholder')}
          className={inputClass}
          list="warehouse-near-places"
        />
        <SavedPlaceLabels id="warehouse-near-places" />
      </div>
      <div>
        <label htmlFor="warehouse-sort" className="mb-1 block text-sm font-medium text-slate-800">
          {t('filters.sortBy')}
        </label>
        <select
          id="warehouse-sort"
          value={props.sort}
          onChange={(e) => props.onSort(e.target.value === 'price' ? 'price' : 'distance')}
          className={inputClass}
        >
          <option value="distance">{t('filters.nearest')}</option>
          <option value="price">{t('filters.cheapest')}</option>
        </select>
      </div>
    </div>
  );
}

export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: WarehouseLayout;
  onChange: (layout: WarehouseLayout) => void;
}) {
  const { t } = useTranslation('warehouses');
  const options: WarehouseLayout[] = ['grid', 'list', 'map'];
  return (
    <div role="group" aria-label={t('filters.view')} className="inline-flex rounded-md ring-1 ring-slate-300">
      {options.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={layout === id}
          onClick={() => onChange(id)}
          className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${layout === id ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          {t(`filters.layouts.${id}`)}
        </button>
      ))}
    </div>
  );
}

/** The business's saved places, offered by label: a label measures distances from that place's pin. */
function SavedPlaceLabels({ id }: { id: string }) {
  const places = useSavedPlaces();
  return (
    <datalist id={id}>
      {places.data?.map((place) => (
        <option key={place.id} value={place.label}>
          {place.address}
        </option>
      ))}
    </datalist>
  );
}
