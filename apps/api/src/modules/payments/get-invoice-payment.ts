import QRCode from 'qrcode';
import { upiNote, upiPayLink, type InvoicePayment } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlatformConfig } from '../../platform-config';
import { toInvoiceSummary } from '../billing/billing-dto';
import { findInvoice } from '../billing/billing-repository';
import { INVOICE_NOT_FOUND } from '../billing/render-documents';
import { isRowId } from '../../lib/row-id';
import { invoiceLedger } from './invoice-ledger';
import { toPaymentSummary } from './payment-dto';
import type { PaymentProvider } from './payment-provider';

/** The UPI link as an SVG QR code (medium error correction, the usual quiet zone trimmed to 2 modules). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * What the business owes on one of its invoices and how to pay it: the UPI link and QR for what is still
 * payable (due less what awaits confirmation), whether online payment is offered, and the payments so far.
 */
export async function getInvoicePayment(
  db: DbOrTx,
  platform: PlatformConfig,
  provider: PaymentProvider,
  userId: string,
  invoiceId: string,
): Promise<InvoicePayment> {
  const invoice = isRowId(invoiceId) ? await findInvoice(db, invoiceId, userId) : undefined;
  if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
  const { payments, balance } = await invoiceLedger(db, invoice);
  let upi: InvoicePayment['upi'] = null;
  if (balance.payablePaise > 0) {
    const link = upiPayLink({
      vpa: platform.upiVpa,
      payeeName: platform.upiPayeeName,
      amountPaise: balance.payablePaise,
      note: upiNote(invoice.number),
      reference: invoice.number,
    });
    upi = {
      link,
      qrSvg: await qrSvg(link),
      vpa: platform.upiVpa,
      payeeName: platform.upiPayeeName,
      amountPaise: balance.payablePaise,
    };
  }
  return {
    invoice: toInvoiceSummary(invoice),
    balance,
    upi,
    gateway: provider.gateway !== null && balance.payablePaise > 0,
    payments: payments.map((p) => toPaymentSummary(p, invoice.number)),
  };
}
