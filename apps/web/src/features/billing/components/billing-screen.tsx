import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingDocuments } from '../api/get-billing-documents';
import { formatPaise } from './format';
import { CreditNoteItem, InvoiceItem } from './invoice-item';
import { PaymentList } from './payment-list';
import { StatementPanel } from './statement-panel';

function Total({ label, paise, testId }: { label: string; paise: number; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {formatPaise(paise)}
      </dd>
    </div>
  );
}

/**
 * /billing (issue 16): the business's GST tax invoices, credit notes and payments, newest first, with what was
 * invoiced, credited, paid and is still due; each invoice can be paid by UPI and every document downloaded as a
 * PDF.
 */
export function BillingScreen() {
  const { t } = useTranslation('billing');
  const documents = useBillingDocuments();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('screen.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('screen.intro')}</p>
      {documents.isPending && <p className="mt-6 text-sm text-slate-600">{t('screen.loading')}</p>}
      {documents.error && (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {documents.error.message}
        </p>
      )}
      {documents.data && (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-6" aria-label={t('screen.totals')}>
            <Total
              label={t('screen.invoiced')}
              paise={documents.data.totals.invoicedPaise}
              testId="total-invoiced"
            />
            <Total
              label={t('screen.credited')}
              paise={documents.data.totals.creditedPaise}
              testId="total-credited"
            />
            <Total label={t('screen.net')} paise={documents.data.totals.netPaise} testId="total-net" />
            <Total label={t('screen.paid')} paise={documents.data.totals.paidPaise} testId="total-paid" />
            <Total label={t('screen.due')} paise={documents.data.totals.duePaise} testId="total-due" />
            {documents.data.totals.overpaidPaise > 0 ? (
              <Total
                label={t('screen.overpaid')}
                paise={documents.data.totals.overpaidPaise}
                testId="total-overpaid"
              />
            ) : null}
          </dl>
          <DocumentSection
            id="invoices-title"
            title={t('screen.invoicesTitle')}
            emptyText={documents.data.invoices.length === 0 ? t('screen.noInvoices') : null}
          >
            <ul className="mt-3 space-y-3">
              {documents.data.invoices.map((invoice) => (
                <InvoiceItem key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          </DocumentSection>
          <DocumentSection
            id="payments-title"
            title={t('screen.paymentsTitle')}
            emptyText={documents.data.payments.length === 0 ? t('screen.noPayments') : null}
          >
            <PaymentList payments={documents.data.payments} className="mt-3" />
          </DocumentSection>
          <DocumentSection
            id="credit-notes-title"
            title={t('screen.creditNotesTitle')}
            emptyText={documents.data.creditNotes.length === 0 ? t('screen.noCreditNotes') : null}
          >
            <ul className="mt-3 space-y-3">
              {documents.data.creditNotes.map((note) => (
                <CreditNoteItem key={note.id} note={note} />
              ))}
            </ul>
          </DocumentSection>
          <StatementPanel />
        </>
      )}
    </div>
  );
}

/** One list of the screen (invoices, payments, credit notes): its heading, then the list or, empty, a sentence. */
function DocumentSection({
  id,
  title,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  emptyText: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {emptyText === null ? children : <p className="mt-2 text-sm text-slate-600">{emptyText}</p>}
    </section>
  );
}
