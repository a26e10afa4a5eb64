import { inputClass } from './field';

/** A search box over a row of filter tabs with counts (Alerts, Shared Truck Matches). */
export function SearchAndTabs<T extends string>({
  searchId,
  searchLabel,
  placeholder,
  query,
  onQueryChange,
  tabs,
  tabLabels,
  counts,
  activeTab,
  onTabChange,
  tabsLabel,
}: {
  searchId: string;
  searchLabel: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  tabs: readonly T[];
  tabLabels: Record<T, string>;
  counts: Record<T, number>;
  activeTab: T;
  onTabChange: (tab: T) => void;
  tabsLabel: string;
}) {
  return (
    <>
      <label htmlFor={searchId} className="sr-only">
        {searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        placeholder={placeholder}
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        className={inputClass}
      />
      <div role="tablist" aria-label={tabsLabel} className="mt-4 flex gap-2 overflow-x-auto pb-1">
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={activeTab === id}
            onClick={() => onTabChange(id)}
            className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-medium ${
              activeTab === id
                ? 'bg-indigo-700 text-white'
                : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {tabLabels[id]} <span data-testid={`tab-count-${id}`}>({counts[id]})</span>
          </button>
        ))}
      </div>
    </>
  );
}
