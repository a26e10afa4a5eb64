import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EwbNumberInput } from '@logisaathi/domain';
import type { ewayBillResponseSchema } from '@logisaathi/domain';
import { api, type Answer } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-file';

const base = (deliveryRowId: string) => `/api/deliveries/${encodeURIComponent(deliveryRowId)}/eway-bill`;
export const ewayBillQueryKey = (deliveryRowId: string) => ['eway-bill', deliveryRowId] as const;

/** The delivery's goods invoice and e-way bill (issue 16). */
export function useEwayBill(deliveryRowId: string) {
  return useQuery({
    queryKey: ewayBillQueryKey(deliveryRowId),
    queryFn: ({ signal }) =>
      api.get<typeof ewayBillResponseSchema>(base(deliveryRowId), signal).then((r) => r.data.ewayBill),
  });
}

function useEwayBillMutation<T>(
  deliveryRowId: string,
  send: (body: T) => Promise<Answer<typeof ewayBillResponseSchema>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (r) => {
      queryClient.setQueryData(ewayBillQueryKey(deliveryRowId), r.data.ewayBill);
      // The delivery list carries the number too.
      void queryClient.invalidateQueries({ queryKey: ['deliveries'] });
    },
  });
}

export const useRecordEwbNumber = (deliveryRowId: string) =>
  useEwayBillMutation(deliveryRowId, (body: EwbNumberInput) =>
    api.put<typeof ewayBillResponseSchema>(`${base(deliveryRowId)}/number`, body),
  );

export const useConfirmVehicleUpdate = (deliveryRowId: string) =>
  useEwayBillMutation(deliveryRowId, (vehicleNo: string) =>
    api.post<typeof ewayBillResponseSchema>(`${base(deliveryRowId)}/vehicle-update`, { vehicleNo }),
  );

/** The files need the bearer token, so they are fetched rather than linked. */
export const downloadEwbBulkFile = (deliveryRowId: string, deliveryId: string) =>
  downloadWithToken(`${base(deliveryRowId)}/bulk.json`, `eway-bill-${deliveryId}.json`);
export const downloadEwbVehicleUpdate = (deliveryRowId: string, deliveryId: string) =>
  downloadWithToken(`${base(deliveryRowId)}/vehicle-update.json`, `eway-bill-vehicle-${deliveryId}.json`);
