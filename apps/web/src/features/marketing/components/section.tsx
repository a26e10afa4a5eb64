import { useId, type ReactNode } from 'react';

/** A page section labelled by its own h2, so screen-reader users can jump between sections. */
export function Section({
  title,
  intro,
  children,
  className = 'bg-white',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`px-4 py-14 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-slate-700">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The one h1 of a marketing page, on the brand colour. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-indigo-900 via-indigo-800 to-slate-900 px-4 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold leading-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{lead}</p>
        {children}
      </div>
    </section>
  );
}
