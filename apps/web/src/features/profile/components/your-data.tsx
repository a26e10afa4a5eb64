import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_RIGHTS_TEXT } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';
import { ErrorBox, secondaryButtonClass } from '@/components/ui/field';
import { downloadMyData } from '../api/download-my-data';
import { IfAllowed } from '@/lib/permissions';
import { DeleteAccountDialog } from './delete-account-dialog';

const T = DATA_RIGHTS_TEXT;

/** 'Your data': download everything, and delete the account (DPDP Act 2023), with what the law keeps. */
export function YourData() {
  const { t } = useTranslation('profile');
  const text = useDomainText();
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    setIsDownloading(true);
    try {
      await downloadMyData();
    } catch (err) {
      setError(err instanceof Error ? err.message : t('yourData.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby="your-data-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="your-data-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('yourData.title')}
      </h2>
      <div className="space-y-6">
        {/* The organisation's export is the owner's (issue 37); any member can erase their own data below. */}
        <IfAllowed action="account.export">
          <div className="space-y-2">
            <p className="text-sm text-slate-700">{text(T.exportDescription)}</p>
            <ErrorBox message={error} />
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={download}
              disabled={isDownloading}
            >
              {isDownloading ? t('yourData.preparing') : text(T.exportTitle)}
            </button>
          </div>
        </IfAllowed>
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">{text(T.deleteDescription)}</p>
          <p className="text-sm text-slate-700">{text(T.retentionDescription)}</p>
          <DeleteAccountDialog />
        </div>
      </div>
    </section>
  );
}
