/* Answers of /api/health, /api/public-config and /api/contact. */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { okData } from './envelope';

/** 200 when the database answers, 503 with `success: false` when it does not. */
export const healthSchema = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.string().max(RESPONSE_TEXT_MAX.code), reachable: z.boolean() }),
    uptimeSeconds: z.number(),
  }),
});

export const publicConfigResponseSchema = okData(
  z.object({ tileUrl: z.string().max(RESPONSE_TEXT_MAX.url) }),
);
export type PublicConfig = z.output<typeof publicConfigResponseSchema>['data'];

export const contactReceivedResponseSchema = okData(
  z.object({
    message: z.object({
      id: z.string().max(RESPONSE_TEXT_MAX.id),
      receivedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
    }),
  }),
);
