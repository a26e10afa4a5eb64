import type { IconName } from '@/components/ui/icon';
import { Icon } from '@/components/ui/icon';

export interface HighlightItem {
  title: string;
  text: string;
  icon: IconName;
}

/** A grid of small icon + title + text tiles (platform highlights, more features, core values). */
export function HighlightGrid({
  items,
  columns = 3,
}: {
  items: readonly HighlightItem[];
  columns?: 2 | 3 | 4;
}) {
  const cols = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
