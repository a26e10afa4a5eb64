import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMainFeatures } from '../content/main-features';
import { Icon } from '@/components/ui/icon';
import { FeatureIllustration } from './illustrations';

/** Features page: the four main features in alternating text / picture blocks. */
export function FeatureBlocks() {
  const { hash } = useLocation();
  const features = useMainFeatures();
  // The landing cards link to /features#<id>; the router does not scroll to a hash on its own.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div>
      {features.map((f, index) => (
        <section
          key={f.id}
          id={f.id}
          aria-labelledby={`${f.id}-title`}
          className={`scroll-mt-20 px-4 py-12 sm:py-16 ${index % 2 === 0 ? 'bg-white' : 'bg-slate-50'}`}
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
            <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon name={f.icon} />
              </span>
              <h2 id={`${f.id}-title`} className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
                {f.title}
              </h2>
              <p className="mt-3 text-slate-700">{f.description}</p>
              <ul className="mt-5 space-y-2">
                {f.points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-800">
                    <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                    {point}
                  </li>
                ))}
              </ul>
              <p className="mt-6 inline-flex flex-wrap items-baseline gap-2 rounded-lg bg-emerald-50 px-4 py-2">
                <span className="text-2xl font-extrabold text-emerald-800">{f.stat.value}</span>
                <span className="text-emerald-900">{f.stat.label}</span>
              </p>
            </div>
            <div className={`flex justify-center ${index % 2 === 1 ? 'lg:order-1' : ''}`}>
              <FeatureIllustration kind={f.illustration} />
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
