import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CompanyDocument } from '@logisaathi/domain';

export const documentsQueryKey = ['users', 'documents'] as const;

export const getDocuments = (signal?: AbortSignal) =>
  api
    .get<{ data: { documents: CompanyDocument[] } }>('/api/users/documents', signal)
    .then((r) => r.data.documents);

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
