import { useMutation } from '@tanstack/react-query';
import type { ContactFormInput } from '@logisaathi/domain';
import type { contactReceivedResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** POST /api/contact: the server stores the message so the team can answer it. */
export const sendContactMessage = (body: ContactFormInput) =>
  api.post<typeof contactReceivedResponseSchema>('/api/contact', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
