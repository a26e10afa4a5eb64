import { useQuery } from '@tanstack/react-query';
import type { deliveryResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

type RouteLine = Array<[number, number]>;

/** The stored road route of one delivery, [lat, lon] points; the delivery list leaves it out to stay small. */
export const getRouteLine = (deliveryRowId: string, signal?: AbortSignal) =>
  api
    .get<typeof deliveryResponseSchema>(`/api/deliveries/${encodeURIComponent(deliveryRowId)}`, signal)
    .then((r) => r.data.delivery.route.geometry ?? null);

/** Changes only when the delivery is edited; a few minutes of staleness at most. */
const ROUTE_LINE_STALE_MS = 5 * 60_000;

/** The route line for the live panel's map, read only when the delivery at hand does not carry it. */
export function useRouteLine(deliveryRowId: string | undefined, known: RouteLine | null | undefined) {
  const query = useQuery({
    queryKey: ['route-line', deliveryRowId ?? ''],
    queryFn: ({ signal }) => getRouteLine(deliveryRowId ?? '', signal),
    enabled: Boolean(deliveryRowId) && known === undefined,
    staleTime: ROUTE_LINE_STALE_MS,
  });
  return known !== undefined ? known : (query.data ?? null);
}
