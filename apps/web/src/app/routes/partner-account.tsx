import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PARTNER_KIND_LABELS } from '@logisaathi/domain';
import { secondaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { usePartnerProfile } from '@/features/partners/api/get-partner-profile';
import { SecuritySettings } from '@/features/profile/components/security-settings';
import { YourData } from '@/features/profile/components/your-data';
import { NotificationSettingsSection } from '@/features/profile/components/notification-settings';
import { useDomainText } from '@/i18n/use-language';
import { useSession } from '@/lib/session';

/** The partner's account: who is signed in, the business, the password, and logging out. */
export function Component() {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const profile = usePartnerProfile();
  const rating = profile.data?.rating;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t('account.title')}</h1>
      <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <p className="text-base font-semibold">{user?.name}</p>
        <p className="text-slate-700">{user?.email}</p>
        <p className="text-slate-700">+91 {user?.phone}</p>
        {profile.data && (
          <>
            <p className="mt-2">{profile.data.businessName}</p>
            <p className="text-slate-700">{text(PARTNER_KIND_LABELS[profile.data.kind])}</p>
            <p className="text-slate-700">
              {rating && rating.average !== null && rating.count > 0
                ? t('account.rated', { average: rating.average.toFixed(1), total: rating.count })
                : t('account.noRatings')}
            </p>
          </>
        )}
      </section>
      <SecuritySettings />
      <NotificationSettingsSection role="partner" />
      <YourData />
      <button
        type="button"
        className={`${secondaryButtonClass} w-full text-red-700`}
        onClick={async () => {
          await signOut();
          navigate(paths.home);
        }}
      >
        {t('account.logOut')}
      </button>
    </div>
  );
}
