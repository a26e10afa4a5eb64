import { useTranslation } from 'react-i18next';
import { useId } from 'react';

/**
 * A 1-5 rating as a group of radio buttons drawn as stars: arrow keys move between them, as in any radio group.
 */
export function StarRating({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (score: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((score) => {
          const isOn = value !== null && score <= value;
          return (
            <label
              key={score}
              className="cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-indigo-400"
            >
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className="sr-only"
              />
              <span className="sr-only">{t('rating.stars', { count: score })}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`h-8 w-8 ${isOn ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400'}`}
                stroke="currentColor"
                strokeWidth={1.5}
              >
                <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
              </svg>
            </label>
          );
        })}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** Optional tags as checkboxes laid out as chips. */
export function TagPicker<T extends string>({
  legend,
  tags,
  labels,
  selected,
  onChange,
}: {
  legend: string;
  tags: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (tags: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => {
          const isOn = selected.includes(tag);
          return (
            <label
              key={tag}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm focus-within:ring-2 focus-within:ring-indigo-400 ${isOn ? 'border-indigo-700 bg-indigo-50 text-indigo-900' : 'border-slate-300 text-slate-800'}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={isOn}
                onChange={() => onChange(isOn ? selected.filter((t) => t !== tag) : [...selected, tag])}
              />
              {labels[tag]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
