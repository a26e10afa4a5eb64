import { useTranslation } from 'react-i18next';
import { usePartnerJobBilling } from '../api/get-partner-job-billing';
import { DownloadButton } from './download-button';

/** The consignment note (lorry receipt) of a partner's job, for the driver to carry with the goods. */
export function PartnerJobDocuments({ jobId }: { jobId: string }) {
  const { t } = useTranslation('billing');
  const billing = usePartnerJobBilling(jobId);
  if (billing.isPending || billing.error || !billing.data.consignmentNote) return null;
  const note = billing.data.consignmentNote;
  return (
    <section
      aria-labelledby="job-documents-title"
      className="mx-auto max-w-xl px-4 pb-6 text-sm"
      data-testid="job-documents"
    >
      <h2 id="job-documents-title" className="font-semibold">
        {t('job.title')}
      </h2>
      <p className="text-slate-600">{t('job.carry', { number: note.number })}</p>
      <div className="mt-2">
        <DownloadButton pdfUrl={note.pdfUrl} number={note.number} label={t('job.download')} />
      </div>
    </section>
  );
}
