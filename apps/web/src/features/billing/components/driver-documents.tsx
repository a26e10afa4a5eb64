import { useTranslation } from 'react-i18next';
import { useDriverBilling } from '../api/get-driver-billing';

/**
 * The consignment note on a business driver's job page: a plain link, since the driver link in its address is
 * the key (no sign-in to send).
 */
export function DriverDocuments({ token }: { token: string }) {
  const { t } = useTranslation('billing');
  const billing = useDriverBilling(token);
  const note = billing.data?.consignmentNote;
  if (!note) return null;
  return (
    <section aria-labelledby="driver-documents-title" className="mx-auto max-w-xl px-4 pb-6 text-sm">
      <h2 id="driver-documents-title" className="font-semibold">
        {t('job.title')}
      </h2>
      <p className="text-slate-600">{t('job.carry', { number: note.number })}</p>
      <a
        className="mt-2 inline-block font-medium text-blue-700 underline"
        href={note.pdfUrl}
        download={`consignment-note-${note.number.replace(/\//g, '-')}.pdf`}
      >
        {t('job.downloadPdf')}
      </a>
    </section>
  );
}
