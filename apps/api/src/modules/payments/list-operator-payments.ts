import type { PaymentStatus, UtrConflict } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { toPaymentSummary } from './payment-dto';
import { listPaymentsForOperator, liveClaimsOfUtrs } from '../billing/payments-repository';

/**
 * The payments the operator has to look for in the bank statement: those awaiting confirmation. A UTR claimed
 * by more than one payment (two businesses, issue 30) is a conflict: each claim lists the others still live, so
 * the operator confirms the one the bank statement names and rejects the rest.
 */
export async function listOperatorPayments(db: DbOrTx) {
  const rows = await listPaymentsForOperator(db, ['awaiting-confirmation']);
  const utrs = [...new Set(rows.map((r) => r.payment.utr).filter((u): u is string => u !== null))];
  const claimsByUtr = new Map<string, UtrConflict[]>();
  for (const c of await liveClaimsOfUtrs(db, utrs)) {
    const utr = c.payment.utr!;
    const list = claimsByUtr.get(utr) ?? [];
    list.push({
      paymentId: c.payment.id,
      invoiceNumber: c.invoiceNumber,
      status: c.payment.status as PaymentStatus,
      company: c.company,
      email: c.email,
      amountPaise: c.payment.amountPaise,
      createdAt: c.payment.createdAt.toISOString(),
    });
    claimsByUtr.set(utr, list);
  }
  return rows.map((r) => {
    const others = (r.payment.utr ? (claimsByUtr.get(r.payment.utr) ?? []) : []).filter(
      (c) => c.paymentId !== r.payment.id,
    );
    return {
      ...toPaymentSummary(r.payment, r.invoiceNumber),
      company: r.company,
      email: r.email,
      invoiceTotalPaise: r.invoiceTotalPaise,
      utrConflict: others.length > 0,
      utrConflicts: others.slice(0, 50),
    };
  });
}
