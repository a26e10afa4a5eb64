import type { positionAcceptedResponseSchema } from '@logisaathi/domain';
import type { PositionFix } from '@/lib/use-position-reporter';
import { publicRequest } from './public-request';

export type DriverFix = PositionFix;

export const sendDriverPosition = (token: string, fix: DriverFix) =>
  publicRequest<typeof positionAcceptedResponseSchema>(`/api/driver/${encodeURIComponent(token)}/positions`, {
    method: 'POST',
    body: fix,
  }).then((r) => r.data);
