import type { Figure } from '../content/claims';
import { Icon } from '@/components/ui/icon';

/**
 * Big numbers with their labels, as a description list (label then value in the DOM, as dl requires);
 * flex-col-reverse shows the value (with its icon) above the label.
 */
export function FigureGrid({
  figures,
  tone = 'light',
}: {
  figures: readonly Figure[];
  tone?: 'light' | 'dark';
}) {
  const isDark = tone === 'dark';
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <div
          key={f.label}
          className={`flex flex-col-reverse items-center rounded-xl p-4 text-center ${isDark ? 'bg-white/10' : 'bg-indigo-50'}`}
        >
          <dt className={`mt-1 text-sm ${isDark ? 'text-indigo-100' : 'text-slate-700'}`}>{f.label}</dt>
          <dd
            className={`flex flex-col items-center gap-2 text-2xl font-extrabold sm:text-3xl ${isDark ? 'text-white' : 'text-indigo-800'}`}
          >
            <Icon name={f.icon} className={`h-7 w-7 ${isDark ? 'text-amber-300' : 'text-indigo-700'}`} />
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
