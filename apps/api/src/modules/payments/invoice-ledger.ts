import { invoiceBalance, type InvoiceBalance, type PaymentStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { creditedTotalPaise, paymentsOfInvoice, type PaymentRow } from '../billing/payments-repository';

/** An invoice's payments and its balance in the ledger (see invoiceBalance). */
export async function invoiceLedger(
  db: DbOrTx,
  invoice: { id: string; totalPaise: number },
): Promise<{ payments: PaymentRow[]; balance: InvoiceBalance }> {
  const [payments, creditedPaise] = await Promise.all([
    paymentsOfInvoice(db, invoice.id),
    creditedTotalPaise(db, invoice.id),
  ]);
  const balance = invoiceBalance(
    invoice.totalPaise,
    creditedPaise,
    payments.map((p) => ({ amountPaise: p.amountPaise, status: p.status as PaymentStatus })),
  );
  return { payments, balance };
}
