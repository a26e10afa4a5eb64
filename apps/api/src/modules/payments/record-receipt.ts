import { financialYearOf, formatDocumentNumber, istDateString } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { allocateSerial } from '../billing/billing-repository';

/**
 * The receipt number and date of a payment being confirmed, from the receipts' gap-free series of the year
 * (taken in the confirming transaction, like invoices: a rollback gives the number back).
 */
export async function receiptFields(tx: DbOrTx, now: Date) {
  const financialYear = financialYearOf(now);
  const serial = await allocateSerial(tx, 'receipt', financialYear);
  return {
    receiptNumber: formatDocumentNumber('receipt', financialYear, serial),
    receiptFinancialYear: financialYear,
    receiptDate: istDateString(now),
    confirmedAt: now,
  };
}
