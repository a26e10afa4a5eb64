import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { HEADLINE_CLAIMS } from '../content/claims';
import { ctaPrimaryClass, ctaSecondaryClass } from './cta-links';
import { FigureGrid } from './figure-grid';
import { HeroIllustration } from './illustrations';

export function LandingHero() {
  return (
    <section className="bg-gradient-to-br from-indigo-900 via-indigo-800 to-slate-900 px-4 pb-14 pt-12 text-white sm:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">
            AI-Driven Logistics Revolution
          </p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
            Smarter, cheaper deliveries for Delhi NCR&apos;s small businesses
          </h1>
          <p className="mt-5 text-lg text-indigo-100">
            LogiSaathi plans your routes with AI, pools your goods onto shared trucks, tracks them live and
            finds warehouse space near your customers. Cut logistics costs by up to 30%.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signUp} className={ctaPrimaryClass}>
              Get Started
            </Link>
            <Link to={paths.features} className={ctaSecondaryClass}>
              Learn More
              {/* 'Learn More' alone says nothing to a screen-reader link list or a search engine. */}
              <span className="sr-only"> about LogiSaathi&apos;s features</span>
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md">
          <HeroIllustration />
        </div>
      </div>
      <div className="mx-auto mt-12 max-w-6xl">
        <h2 className="sr-only">What LogiSaathi delivers</h2>
        <FigureGrid figures={HEADLINE_CLAIMS} tone="dark" />
      </div>
    </section>
  );
}
