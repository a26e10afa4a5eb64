import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';

export function Component() {
  const { t } = useTranslation('passwordReset');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('reset.lead')}</p>
      <ResetPasswordForm token={params.get('token')} />
    </div>
  );
}
