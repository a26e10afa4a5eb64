import {
  formatRateBp,
  type ConsignmentNoteSummary,
  type CreditNoteSummary,
  type InvoiceSummary,
} from '@logisaathi/domain';
import type { ConsignmentNoteRow, CreditNoteRow, InvoiceRow } from './billing-repository';

export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    date: row.invoiceDate,
    deliveryRowId: row.deliveryRowId,
    deliveryId: row.document.consignment.deliveryId,
    placeOfSupply: row.placeOfSupply,
    reverseCharge: row.reverseCharge,
    rateBp: row.rateBp,
    rateLabel: formatRateBp(row.rateBp),
    taxablePaise: row.taxablePaise,
    taxPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
    chargedTaxPaise: row.chargedTaxPaise,
    totalPaise: row.totalPaise,
    pdfUrl: `/api/billing/invoices/${row.id}/pdf`,
  };
}

export function toCreditNoteSummary(
  row: CreditNoteRow & { invoiceNumber: string; deliveryId: string },
): CreditNoteSummary {
  return {
    id: row.id,
    number: row.number,
    date: row.noteDate,
    invoiceNumber: row.invoiceNumber,
    deliveryId: row.deliveryId,
    reason: row.reason,
    taxablePaise: row.taxablePaise,
    chargedTaxPaise: row.chargedTaxPaise,
    totalPaise: row.totalPaise,
    pdfUrl: `/api/billing/credit-notes/${row.id}/pdf`,
  };
}

export function toConsignmentNoteSummary(row: ConsignmentNoteRow, pdfUrl: string): ConsignmentNoteSummary {
  return { id: row.id, number: row.number, date: row.noteDate, pdfUrl };
}
