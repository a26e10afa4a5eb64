import { useTranslation } from 'react-i18next';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { PartnerSignUpForm } from '@/features/partners/components/partner-sign-up-form';

/** /signup/partner: 'Become a truck partner' from the landing page. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthHeader />
      <h1 className="text-2xl font-bold">{t('partnerSignUp.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('partnerSignUp.lead')}</p>
      <PartnerSignUpForm />
    </div>
  );
}
