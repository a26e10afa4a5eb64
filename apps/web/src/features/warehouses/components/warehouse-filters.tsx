import type { WarehouseType } from '@logisaathi/domain';
import { inputClass } from '../../../components/ui/field';
import type { CatalogueCounts } from '@logisaathi/domain';
import { useSavedPlaces } from '../../../lib/saved-places';

export type WarehouseTab = 'all' | WarehouseType | 'availableNow';
export type WarehouseLayout = 'grid' | 'list' | 'map';

/** Spec section 2: the five filter tabs, in order, with their labels. */
export const WAREHOUSE_TABS: ReadonlyArray<{
  id: WarehouseTab;
  label: string;
  count: (c: CatalogueCounts) => number;
}> = [
  { id: 'all', label: 'All Warehouses', count: (c) => c.all },
  { id: 'Premium', label: 'Premium', count: (c) => c.Premium },
  { id: 'Standard', label: 'Standard', count: (c) => c.Standard },
  { id: 'Economy', label: 'Economy', count: (c) => c.Economy },
  { id: 'availableNow', label: 'Available Now', count: (c) => c.availableNow },
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
  return (
    <div role="group" aria-label="Warehouse filters" className="flex gap-2 overflow-x-auto pb-1">
      {WAREHOUSE_TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          aria-pressed={tab === t.id}
          onClick={() => onChange(t.id)}
          className={chip(tab === t.id)}
        >
          {t.label} <span data-testid={`warehouse-count-${t.id}`}>({counts ? t.count(counts) : 0})</span>
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
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_1fr_12rem]">
      <div>
        <label htmlFor="warehouse-search" className="mb-1 block text-sm font-medium text-slate-800">
          Search
        </label>
        <input
          id="warehouse-search"
          type="search"
          value={props.q}
          onChange={(e) => props.onQ(e.target.value)}
          placeholder="Search by name, area or pincode..."
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="warehouse-near" className="mb-1 block text-sm font-medium text-slate-800">
          Your location
        </label>
        <input
          id="warehouse-near"
          type="search"
          value={props.near}
          onChange={(e) => props.onNear(e.target.value)}
          placeholder="e.g. Okhla, Sector 63 Noida or 110020"
          className={inputClass}
          list="warehouse-near-places"
        />
        <SavedPlaceLabels id="warehouse-near-places" />
      </div>
      <div>
        <label htmlFor="warehouse-sort" className="mb-1 block text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id="warehouse-sort"
          value={props.sort}
          onChange={(e) => props.onSort(e.target.value === 'price' ? 'price' : 'distance')}
          className={inputClass}
        >
          <option value="distance">Nearest first</option>
          <option value="price">Lowest price first</option>
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
  const options: Array<[WarehouseLayout, string]> = [
    ['grid', 'Grid'],
    ['list', 'List'],
    ['map', 'Map'],
  ];
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md ring-1 ring-slate-300">
      {options.map(([id, label]) => (
        <button
          key={id}
          type="button"
          aria-pressed={layout === id}
          onClick={() => onChange(id)}
          className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${layout === id ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          {label}
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
