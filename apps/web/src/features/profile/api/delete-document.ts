import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@logisaathi/domain';
import type { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { documentsQueryKey } from './get-documents';
import { profileQueryKey } from './get-profile';

export const deleteDocument = (kind: DocumentKind) =>
  api.delete<typeof okMessageResponseSchema>(`/api/users/documents/${kind}`);

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
