import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignInLink } from '@/features/auth/components/sign-in-link';

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">{t('signInLink.title')}</h1>
      <SignInLink token={params.get('token')} />
    </div>
  );
}
