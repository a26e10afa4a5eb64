import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntegrations } from '../content/features';
import { Icon } from '@/components/ui/icon';

/** Features page: the integrations banner (spec section 2 'Features'). */
export function IntegrationsBanner() {
  const { t } = useTranslation('marketing');
  const integrations = useIntegrations();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-indigo-900 px-4 py-14 text-white">
      <div className="mx-auto max-w-6xl text-center">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {t('features.integrationsTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-indigo-100">{t('features.integrationsText')}</p>
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {integrations.map((i) => (
            <li key={i.title} className="flex flex-col items-center rounded-xl bg-white/10 p-5">
              <Icon name={i.icon} className="h-8 w-8 text-amber-300" />
              <h3 className="mt-3 font-bold">{i.title}</h3>
              <p className="mt-1 text-sm text-indigo-100">{i.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
