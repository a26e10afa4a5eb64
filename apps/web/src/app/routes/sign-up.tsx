import { useTranslation } from 'react-i18next';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthHeader />
      <h1 className="text-2xl font-bold">{t('signUp.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('signUp.lead')}</p>
      <SignUpForm />
    </div>
  );
}
