import { useTranslation } from 'react-i18next';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <AuthHeader />
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('signIn.lead')}</p>
      <SignInForm />
    </div>
  );
}
