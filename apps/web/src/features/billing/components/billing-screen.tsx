import type { CreditNoteSummary, InvoiceSummary } from '@logisaathi/domain';
import { useBillingDocuments } from '../api/get-billing-documents';
import { DownloadButton } from './download-button';
import { formatIsoDate, formatPaise } from './format';

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

function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="invoice-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold" data-testid="invoice-number">
            {invoice.number}
          </p>
          <p className="text-sm text-slate-600">
            {formatIsoDate(invoice.date)} · Shipment {invoice.deliveryId}
          </p>
        </div>
        <p className="text-lg font-semibold">{formatPaise(invoice.totalPaise)}</p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Taxable value</dt>
        <dd>{formatPaise(invoice.taxablePaise)}</dd>
        <dt className="text-slate-600">GST {invoice.rateLabel}</dt>
        <dd>
          {formatPaise(invoice.taxPaise)}
          {invoice.reverseCharge && ' (payable by you under reverse charge, not charged)'}
        </dd>
        <dt className="text-slate-600">Place of supply</dt>
        <dd>{invoice.placeOfSupply}</dd>
      </dl>
      <div className="mt-2">
        <DownloadButton pdfUrl={invoice.pdfUrl} number={invoice.number} label="Download invoice" />
      </div>
    </li>
  );
}

function CreditNoteItem({ note }: { note: CreditNoteSummary }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="credit-note-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold">{note.number}</p>
          <p className="text-sm text-slate-600">
            {formatIsoDate(note.date)} · against {note.invoiceNumber} · {note.reason}
          </p>
        </div>
        <p className="text-lg font-semibold">-{formatPaise(note.totalPaise)}</p>
      </div>
      <div className="mt-2">
        <DownloadButton pdfUrl={note.pdfUrl} number={note.number} label="Download credit note" />
      </div>
    </li>
  );
}

/**
 * /billing (issue 16): the business's GST tax invoices and credit notes, newest first, with what was invoiced,
 * credited and the net, each downloadable as a PDF.
 */
export function BillingScreen() {
  const documents = useBillingDocuments();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">Billing</h1>
      <p className="mt-1 text-sm text-slate-600">
        A GST tax invoice is issued for every delivery when it is delivered.
      </p>
      {documents.isPending && <p className="mt-6 text-sm text-slate-600">Loading your invoices...</p>}
      {documents.error && (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {documents.error.message}
        </p>
      )}
      {documents.data && (
        <>
          <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totals">
            <Total label="Invoiced" paise={documents.data.totals.invoicedPaise} testId="total-invoiced" />
            <Total label="Credited" paise={documents.data.totals.creditedPaise} testId="total-credited" />
            <Total label="Net" paise={documents.data.totals.netPaise} testId="total-net" />
          </dl>
          <section aria-labelledby="invoices-title" className="mt-8">
            <h2 id="invoices-title" className="text-lg font-semibold">
              Tax invoices
            </h2>
            {documents.data.invoices.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No invoices yet.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {documents.data.invoices.map((invoice) => (
                  <InvoiceItem key={invoice.id} invoice={invoice} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="credit-notes-title" className="mt-8">
            <h2 id="credit-notes-title" className="text-lg font-semibold">
              Credit notes
            </h2>
            {documents.data.creditNotes.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No credit notes.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {documents.data.creditNotes.map((note) => (
                  <CreditNoteItem key={note.id} note={note} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
