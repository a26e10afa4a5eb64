import { queryOptions, useQuery } from '@tanstack/react-query';
import type { documentStorageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const documentStorageQueryKey = ['partners', 'documents', 'storage'] as const;

/** How much of the account's document storage is used, and how many files one vehicle or driver keeps. */
export const getDocumentStorage = (signal?: AbortSignal) =>
  api
    .get<typeof documentStorageResponseSchema>('/api/partners/documents/storage', signal)
    .then((r) => r.data.storage);

export const documentStorageQueryOptions = () =>
  queryOptions({ queryKey: documentStorageQueryKey, queryFn: ({ signal }) => getDocumentStorage(signal) });

export function useDocumentStorage() {
  return useQuery(documentStorageQueryOptions());
}
