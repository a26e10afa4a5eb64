import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { OpsSignInForm } from '@/features/ops/components/ops-sign-in-form';

export function Component() {
  const { t } = useTranslation('ops');
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-10 outline-none">
      <div className="mb-6 flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-bold text-slate-900">
          <img src="/icon.svg" alt="" width={28} height={28} />
          LogiSaathi
          <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold">
            {t('layout.badge')}
          </span>
        </span>
        <LanguageSwitch />
      </div>
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('signIn.lead')}</p>
      <OpsSignInForm />
    </main>
  );
}
