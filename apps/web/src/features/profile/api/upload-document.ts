import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@logisaathi/domain';
import type { companyDocumentResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';
import { documentsQueryKey } from './get-documents';
import { profileQueryKey } from './get-profile';

export function uploadDocument({ kind, file }: { kind: DocumentKind; file: File }) {
  const form = new FormData();
  form.append('document', file);
  return api
    .upload<typeof companyDocumentResponseSchema>(`/api/users/documents/${kind}`, form)
    .then((r) => r.data.document);
}

/**
 * The server raises the 'Document Uploaded' alert with the upload, so success re-reads the alerts instead of
 * adding a local copy (one alert per upload, not two).
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const { refresh } = useAlerts();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: async () => {
      refresh();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
