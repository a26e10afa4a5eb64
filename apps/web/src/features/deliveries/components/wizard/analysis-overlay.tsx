import { useEffect, useRef } from 'react';

const LINES = ['Analyzing Weather Conditions...', 'Optimizing Route...', 'Checking Traffic Patterns...'];

/** The 'AI Analysis in Progress' overlay shown while the step 3 analysis runs (spec section 2). */
export function AnalysisOverlay({ isOpen }: { isOpen: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) panelRef.current?.focus();
  }, [isOpen]);
  if (!isOpen) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="analysis-overlay-title"
        aria-busy="true"
        tabIndex={-1}
        className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow-xl outline-none"
      >
        <div
          className="mx-auto h-12 w-12 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <h2 id="analysis-overlay-title" className="mt-4 text-lg font-bold">
          AI Analysis in Progress
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          {LINES.map((line, index) => (
            <li key={line} className="flex items-center justify-center gap-2">
              <span
                className="h-2 w-2 animate-pulse rounded-full bg-indigo-700 motion-reduce:animate-none"
                style={{ animationDelay: `${index * 300}ms` }}
                aria-hidden="true"
              />
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
