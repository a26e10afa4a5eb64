import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { PartnerSignUpForm } from '../../features/partners/components/partner-sign-up-form';

/** /signup/partner: 'Become a truck partner' from the landing page. */
export function Component() {
  const { t } = useTranslation('partners');
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/" className="inline-flex items-center gap-2 text-xl font-bold text-indigo-800">
          <img src="/icon.svg" alt="" width={32} height={32} /> LogiSaathi
        </Link>
        <LanguageSwitch />
      </div>
      <h1 className="text-2xl font-bold">{t('signUpPage.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('signUpPage.intro')}</p>
      <PartnerSignUpForm />
    </div>
  );
}
