import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitUtrRequest } from '@logisaathi/domain';
import type { paymentResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { billingDocumentsQueryKey } from './get-billing-documents';
import { invoicePaymentQueryKey } from './get-invoice-payment';

/** The UTR of a UPI transfer the business made for an invoice: recorded, awaiting the operator's confirmation. */
export const submitUtr = (invoiceId: string, body: SubmitUtrRequest) =>
  api
    .post<typeof paymentResponseSchema>(
      `/api/billing/invoices/${encodeURIComponent(invoiceId)}/payments`,
      body,
    )
    .then((r) => r.data.payment);

export function useSubmitUtr(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitUtrRequest) => submitUtr(invoiceId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicePaymentQueryKey(invoiceId) }),
        queryClient.invalidateQueries({ queryKey: billingDocumentsQueryKey }),
      ]),
  });
}
