import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Language, WarehouseType } from '@logisaathi/domain';
import type { warehouseSearchResponseSchema } from '@logisaathi/domain';
import { useLanguage } from '@/i18n/use-language';
import { api } from '@/lib/api-client';

export const WAREHOUSES_PAGE_SIZE = 24;

export interface WarehouseFilters {
  q: string;
  type: WarehouseType | null;
  availableNow: boolean;
  sort: 'distance' | 'price';
  near: string;
}

export const warehousesQueryKey = ['micro-warehouses'] as const;

export function getWarehouses(filters: WarehouseFilters, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({
    sort: filters.sort,
    page: String(page),
    limit: String(WAREHOUSES_PAGE_SIZE),
  });
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.availableNow) params.set('availableNow', 'true');
  if (filters.near) params.set('near', filters.near);
  return api
    .get<typeof warehouseSearchResponseSchema>(`/api/micro-warehouses?${params}`, signal)
    .then((res) => res.data);
}

/** The language is part of the key: the API answers the listings' texts in it, so a switch fetches them again. */
export const warehousesQueryOptions = (filters: WarehouseFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...warehousesQueryKey, 'search', filters, language],
    queryFn: ({ pageParam, signal }) => getWarehouses(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useWarehouses(filters: WarehouseFilters) {
  const { language } = useLanguage();
  // Keep the current cards on screen while a new filter or language loads, so the grid does not flash empty.
  return useInfiniteQuery({
    ...warehousesQueryOptions(filters, language),
    placeholderData: keepPreviousData,
  });
}
