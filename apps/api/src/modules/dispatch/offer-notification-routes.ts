import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  notificationAcceptRequestSchema,
  notificationAcceptResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { AppError } from '../../lib/app-error';
import { readOfferActionToken } from '../notifications/action-token';
import { acceptOffer } from './accept-offer';

/**
 * POST /api/partners/offers/notification-accept: the Accept action of an offer notification (issue 34). The
 * service worker has no session, so the push carries a token signed for that offer and partner
 * (notifications/action-token.ts); accepting then runs the one acceptOffer, first to accept wins as always.
 */
export async function offerNotificationRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config'> & { partnerDispatch: { deps: PartnerJobsDeps } } },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/offers/notification-accept',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        body: notificationAcceptRequestSchema,
        response: { 200: notificationAcceptResponseSchema },
        tags: ['partners'],
      },
    },
    async (request) => {
      const named = readOfferActionToken(ctx.config.jwtSecret, request.body.token);
      if (!named) throw AppError.validation('token', NOTIFICATION_MESSAGES.linkInvalid);
      const job = await acceptOffer(ctx.partnerDispatch.deps, named.partnerId, named.offerId, new Date());
      return { success: true as const, data: { jobId: job.id } };
    },
  );
}
