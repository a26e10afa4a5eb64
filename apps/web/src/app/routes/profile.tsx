import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/ui/field';
import { useProfile } from '@/features/profile/api/get-profile';
import { AccountStatistics } from '@/features/profile/components/account-statistics';
import { BasicInformation } from '@/features/profile/components/basic-information';
import { CompanyDocuments } from '@/features/profile/components/company-documents';
import { SecuritySettings } from '@/features/profile/components/security-settings';
import { YourData } from '@/features/profile/components/your-data';
import { NotificationSettingsSection } from '@/features/profile/components/notification-settings';
import { IfAllowed } from '@/lib/permissions';

export function Component() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      <p className="mb-6 mt-1 text-slate-700">{t('page.lead')}</p>
      {profile.isPending && <p className="text-slate-600">{t('page.loading')}</p>}
      {profile.isError && <ErrorBox message={profile.error.message} />}
      {profile.data && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <BasicInformation profile={profile.data.profile} />
            <SecuritySettings />
            <NotificationSettingsSection role="shipper" />
          </div>
          <div className="space-y-6">
            <AccountStatistics stats={profile.data.stats} />
          </div>
          {/* Company documents are the owner's and the accountant's; (issue 37). */}
          <IfAllowed action="company.documents.read">
            <div className="lg:col-span-3">
              <CompanyDocuments />
            </div>
          </IfAllowed>
          <div className="lg:col-span-3">
            <YourData />
          </div>
        </div>
      )}
    </div>
  );
}
