import { useMutation } from '@tanstack/react-query';
import type { gatewayOrderResponseSchema, webhookResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** An order at the payment gateway for what is payable on the invoice; the payer finishes at its checkout. */
export const createGatewayOrder = (invoiceId: string) =>
  api
    .post<typeof gatewayOrderResponseSchema>(
      `/api/billing/invoices/${encodeURIComponent(invoiceId)}/gateway-order`,
    )
    .then((r) => r.data);

/** The local fake gateway (development only) checks out through the API with the payer's sign-in. */
const FAKE_CHECKOUT = '/api/billing/fake-gateway/';

export function useCreateGatewayOrder(invoiceId: string) {
  return useMutation({
    mutationFn: async () => {
      const order = await createGatewayOrder(invoiceId);
      if (order.checkoutUrl.startsWith(FAKE_CHECKOUT)) {
        await api.post<typeof webhookResponseSchema>(order.checkoutUrl);
        return '/billing';
      }
      return order.checkoutUrl;
    },
    onSuccess: (url) => window.location.assign(url),
  });
}
