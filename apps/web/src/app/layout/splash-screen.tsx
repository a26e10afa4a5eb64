import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLASH_PROGRESS_DELAY_MS, SPLASH_PROGRESS_DURATION_MS } from '@logisaathi/domain';
import { hasBootSplash, holdBootSplash, splashElapsedMs } from './boot-splash';

const STAGES = ['initializing', 'loadingRoutes', 'optimizing', 'ready'] as const;

/**
 * The start-up splash. While the first-paint copy from index.html is on screen this keeps it (its bar runs on by
 * itself) and renders nothing; without it (a later wait, tests) it paints the same markup and texts (both
 * languages; keep the two in step).
 */
export function SplashScreen() {
  const [isBootCopy] = useState(hasBootSplash);
  useLayoutEffect(() => (isBootCopy ? holdBootSplash() : undefined), [isBootCopy]);
  return isBootCopy ? null : <OwnSplash />;
}

function OwnSplash() {
  const { t } = useTranslation();
  // A negative delay starts the bar part-way, where the first-paint splash's bar already is.
  const [progressDelayMs] = useState(() => Math.round(SPLASH_PROGRESS_DELAY_MS - splashElapsedMs()));
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('splash.label')}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-gradient-to-br from-indigo-700 via-indigo-800 to-slate-900 px-6 text-white"
    >
      <img src="/icon.svg" alt="" width={72} height={72} className="mb-4 rounded-2xl shadow-lg" />
      <p className="text-3xl font-bold tracking-tight">LogiSaathi</p>
      <p className="mt-2 text-lg text-indigo-100">{t('splash.tagline')}</p>
      <p className="mt-6 text-sm text-indigo-100">{t('splash.connecting')}</p>
      <div className="mt-6 h-2 w-64 max-w-full overflow-hidden rounded-full bg-white/20" aria-hidden="true">
        <div
          data-testid="splash-progress"
          className="h-full w-0 rounded-full bg-amber-400"
          style={{
            animationName: 'splash-progress',
            animationDuration: `${SPLASH_PROGRESS_DURATION_MS}ms`,
            animationDelay: `${progressDelayMs}ms`,
            animationTimingFunction: 'linear',
            animationFillMode: 'both',
          }}
        />
      </div>
      <ul className="mt-6 flex flex-wrap justify-center gap-2 text-xs" aria-hidden="true">
        {STAGES.map((stage) => (
          <li key={stage} className="rounded-full bg-white/10 px-3 py-1 text-indigo-50">
            {t(`splash.stages.${stage}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
