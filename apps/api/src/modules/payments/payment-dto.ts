import type { PaymentMethod, PaymentStatus, PaymentSummary } from '@logisaathi/domain';
import type { PaymentRow } from '../billing/payments-repository';

export function toPaymentSummary(row: PaymentRow, invoiceNumber: string): PaymentSummary {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber,
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    amountPaise: row.amountPaise,
    utr: row.utr,
    gatewayPaymentId: row.gatewayPaymentId,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    receiptNumber: row.receiptNumber,
    receiptUrl: row.receiptNumber ? `/api/billing/payments/${row.id}/receipt/pdf` : null,
  };
}
