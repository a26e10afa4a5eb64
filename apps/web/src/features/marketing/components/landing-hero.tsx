import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useHeadlineClaims } from '../content/claims';
import { ctaPrimaryClass, ctaSecondaryClass } from './cta-links';
import { FigureGrid } from './figure-grid';
import { HeroIllustration } from './illustrations';

export function LandingHero() {
  const { t } = useTranslation('marketing');
  const claims = useHeadlineClaims();
  return (
    <section className="bg-gradient-to-br from-indigo-900 via-indigo-800 to-slate-900 px-4 pb-14 pt-12 text-white sm:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-5 text-lg text-indigo-100">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signUp} className={ctaPrimaryClass}>
              {t('hero.getStarted')}
            </Link>
            <Link to={paths.features} className={ctaSecondaryClass}>
              {/* 'Learn More' alone says nothing to a screen-reader link list or a search engine: the context is
                  read out, in the order each language puts it. */}
              <Trans t={t} i18nKey="hero.learnMore" components={{ sr: <span className="sr-only" /> }} />
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md">
          <HeroIllustration />
        </div>
      </div>
      <div className="mx-auto mt-12 max-w-6xl">
        <h2 className="sr-only">{t('hero.figuresTitle')}</h2>
        <FigureGrid figures={claims} tone="dark" />
      </div>
    </section>
  );
}
