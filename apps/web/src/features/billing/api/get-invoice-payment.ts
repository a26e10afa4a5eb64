import { queryOptions, useQuery } from '@tanstack/react-query';
import type { invoicePaymentResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const invoicePaymentQueryKey = (invoiceId: string) => ['invoice-payment', invoiceId] as const;

/** What is due on one invoice, the UPI link and QR to pay it, and its payments so far. */
export const getInvoicePayment = (invoiceId: string, signal?: AbortSignal) =>
  api
    .get<typeof invoicePaymentResponseSchema>(
      `/api/billing/invoices/${encodeURIComponent(invoiceId)}/payment`,
      signal,
    )
    .then((r) => r.data);

export const invoicePaymentQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: invoicePaymentQueryKey(invoiceId),
    queryFn: ({ signal }) => getInvoicePayment(invoiceId, signal),
  });

export function useInvoicePayment(invoiceId: string) {
  return useQuery(invoicePaymentQueryOptions(invoiceId));
}
