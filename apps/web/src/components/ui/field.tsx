import { useId, type ReactNode } from 'react';
import { useDomainText } from '@/i18n/use-language';

/** A labelled form control with its error message wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
  className = '',
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // Validation messages come from the domain's schemas in English (or from the API, already translated).
  const text = useDomainText();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {hint && !error && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

export function ErrorBox({ message }: { message: string | null }) {
  const text = useDomainText();
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {text(message)}
    </div>
  );
}
