import { queryOptions, useQuery } from '@tanstack/react-query';
import type { documentListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const documentsQueryKey = ['users', 'documents'] as const;

/** The company documents and how much of the account's document storage they use. */
export const getDocuments = (signal?: AbortSignal) =>
  api.get<typeof documentListResponseSchema>('/api/users/documents', signal).then((r) => r.data);

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
