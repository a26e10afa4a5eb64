import { useMutation } from '@tanstack/react-query';
import type { ContactFormInput } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export interface ContactReceipt {
  success: true;
  data: { message: { id: string; receivedAt: string } };
}

/** POST /api/contact: the server stores the message so the team can answer it. */
export const sendContactMessage = (body: ContactFormInput) => api.post<ContactReceipt>('/api/contact', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
