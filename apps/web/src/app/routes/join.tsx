import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JoinTeam } from '@/features/team/components/join-team';

export function Component() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">{t('team.join.title')}</h1>
      <JoinTeam token={params.get('token')} />
    </div>
  );
}
