import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerDocumentKind } from '@logisaathi/domain';
import type { documentResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';
import { documentStorageQueryKey } from './get-document-storage';
import { driversQueryKey } from './get-drivers';
import { vehiclesQueryKey } from './get-vehicles';

export interface PartnerDocumentUpload {
  owner: { type: 'vehicle' | 'driver'; id: string };
  kind: PartnerDocumentKind;
  expiresOn: string;
  file: File;
}

/** Multipart: the text fields first, so the server can refuse a bad expiry date before reading the file. */
export function uploadPartnerDocument({ owner, kind, expiresOn, file }: PartnerDocumentUpload) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('expiresOn', expiresOn);
  form.append('file', file);
  const base = owner.type === 'vehicle' ? 'vehicles' : 'drivers';
  return api
    .upload<typeof documentResponseSchema>(
      `/api/partners/${base}/${encodeURIComponent(owner.id)}/documents`,
      form,
    )
    .then((r) => r.data.document);
}

export function useUploadPartnerDocument() {
  const queryClient = useQueryClient();
  const { refresh } = useAlerts();
  return useMutation({
    mutationFn: uploadPartnerDocument,
    onSuccess: (_doc, { owner }) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: documentStorageQueryKey });
      return queryClient.invalidateQueries({
        queryKey: owner.type === 'vehicle' ? vehiclesQueryKey : driversQueryKey,
      });
    },
  });
}
