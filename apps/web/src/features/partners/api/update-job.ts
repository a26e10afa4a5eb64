import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobExceptionInput, JobProgressStatus, ShipperRatingInput } from '@logisaathi/domain';
import type { jobResponseSchema, okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { jobQueryKey } from './get-job';
import { jobsQueryKey } from './get-jobs';

const jobUrl = (jobId: string, action: string) => `/api/partners/jobs/${encodeURIComponent(jobId)}/${action}`;

export const updateJobStatus = ({ jobId, status }: { jobId: string; status: JobProgressStatus }) =>
  api.post<typeof jobResponseSchema>(jobUrl(jobId, 'status'), { status }).then((r) => r.data.job);

export interface ProofUpload {
  jobId: string;
  receiverName: string;
  code: string;
  lat: number;
  lon: number;
  signature: Blob;
  photos: Blob[];
}

/** Multipart: the text fields first, then the signature PNG and the compressed photos. */
export function submitProofOfDelivery({
  jobId,
  receiverName,
  code,
  lat,
  lon,
  signature,
  photos,
}: ProofUpload) {
  const form = new FormData();
  form.append('receiverName', receiverName);
  form.append('code', code);
  form.append('lat', String(lat));
  form.append('lon', String(lon));
  form.append('signature', signature, 'signature.png');
  photos.forEach((p, i) => form.append('photos', p, `photo-${i + 1}.jpg`));
  return api.upload<typeof jobResponseSchema>(jobUrl(jobId, 'proof'), form).then((r) => r.data.job);
}

export const reportJobException = ({ jobId, body }: { jobId: string; body: JobExceptionInput }) =>
  api.post<typeof jobResponseSchema>(jobUrl(jobId, 'exception'), body).then((r) => r.data.job);

export const rateShipper = ({ jobId, body }: { jobId: string; body: ShipperRatingInput }) =>
  api.post<typeof okMessageResponseSchema>(jobUrl(jobId, 'rating'), body);

/** Every job call answers the job as it now is; the list is re-read for the new order and the finished list. */
function useJobMutation<T extends { jobId: string }>(fn: (args: T) => Promise<Job>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (job, { jobId }) => {
      queryClient.setQueryData(jobQueryKey(jobId), job);
      return queryClient.invalidateQueries({ queryKey: jobsQueryKey, exact: true });
    },
  });
}

export const useUpdateJobStatus = () => useJobMutation(updateJobStatus);
export const useSubmitProofOfDelivery = () => useJobMutation(submitProofOfDelivery);
export const useReportJobException = () => useJobMutation(reportJobException);

export function useRateShipper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateShipper,
    onSuccess: (_r, { jobId }) => queryClient.invalidateQueries({ queryKey: jobQueryKey(jobId) }),
  });
}
