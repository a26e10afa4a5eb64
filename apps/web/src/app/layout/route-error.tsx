import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { removeBootSplash } from './boot-splash';

/** A page that failed to load (a chunk lost after a deploy, a network drop) gets a way forward, not a frozen splash. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
    removeBootSplash();
  }, [error]);
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-2 text-slate-700">{t('routeError.body')}</p>
      <button
        type="button"
        className="mt-6 rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800"
        onClick={() => window.location.reload()}
      >
        {t('routeError.reload')}
      </button>
    </main>
  );
}
