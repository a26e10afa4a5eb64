import type { DbOrTx } from '../../db/client';
import { toPaymentSummary } from './payment-dto';
import { listPaymentsForOperator } from './payments-repository';

/** The payments the operator has to look for in the bank statement: those awaiting confirmation. */
export async function listOperatorPayments(db: DbOrTx) {
  const rows = await listPaymentsForOperator(db, ['awaiting-confirmation']);
  return rows.map((r) => ({
    ...toPaymentSummary(r.payment, r.invoiceNumber),
    company: r.company,
    email: r.email,
    invoiceTotalPaise: r.invoiceTotalPaise,
  }));
}
