import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { InvitationForm } from '@/features/ops/components/invitation-form';

export function Component() {
  const { t } = useTranslation('ops');
  const { token = '' } = useParams();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-10 outline-none">
      <div className="mb-6 flex justify-end">
        <LanguageSwitch />
      </div>
      <h1 className="mb-2 text-2xl font-bold">{t('invite.title')}</h1>
      <InvitationForm token={token} />
    </main>
  );
}
