import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface GatewayOrder {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  keyId: string;
  checkoutUrl: string;
}

/** An order at the payment gateway for what is payable on the invoice; the payer finishes at its checkout. */
export const createGatewayOrder = (invoiceId: string) =>
  api
    .post<{ data: GatewayOrder }>(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/gateway-order`)
    .then((r) => r.data);

export function useCreateGatewayOrder(invoiceId: string) {
  return useMutation({
    mutationFn: () => createGatewayOrder(invoiceId),
    onSuccess: (order) => window.location.assign(order.checkoutUrl),
  });
}
