import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useMainFeatures } from '../content/main-features';
import { Icon } from '@/components/ui/icon';
import { Section } from './section';

/** Landing: the four main features as cards, each linking to its block on /features. */
export function FeatureCards() {
  const { t } = useTranslation('marketing');
  const features = useMainFeatures();
  return (
    <Section title={t('featureCards.title')} intro={t('featureCards.intro')} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((f) => (
          <li key={f.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
              <Icon name={f.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{f.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{f.summary}</p>
            <Link
              to={`${paths.features}#${f.id}`}
              className="mt-4 inline-flex items-center gap-1 font-semibold text-indigo-800 underline-offset-4 hover:underline"
            >
              {t('featureCards.moreAbout', { feature: f.title })}
              <Icon name="arrow" className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
