import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@/features/password-reset/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('passwordReset');
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('forgot.lead')}</p>
      <ForgotPasswordForm />
    </div>
  );
}
