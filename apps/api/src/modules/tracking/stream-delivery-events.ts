import type { FastifyReply, FastifyRequest } from 'fastify';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { buildTrackingView } from './get-delivery-tracking';
import type { TrackingDeps } from './tracking-deps';
import type { EventStreams } from '../../lib/event-streams';
import { deliveryKey, userKey } from '../../lib/live-events';

/**
 * GET /deliveries/{id}/events: server-sent events for the owner, on the one stream implementation
 * (lib/event-streams: caps, sign-in life, heartbeats). First a `snapshot` (the same shape as GET
 * /deliveries/{id}/tracking), then `position`, `status`, `driver` and `alerts` events as they happen, from any
 * API process.
 */
export async function streamDeliveryEvents(
  deps: TrackingDeps & { streams: EventStreams },
  request: FastifyRequest,
  reply: FastifyReply,
  args: { userId: string; deliveryRowId: string },
): Promise<void> {
  await deps.streams.open(request, reply, {
    resource: `d:${args.deliveryRowId}`,
    label: 'tracking',
    prepare: async () => {
      const delivery = await findDeliveryForUser(deps.db, args.userId, args.deliveryRowId);
      return {
        keys: [deliveryKey(delivery.id), userKey(args.userId)],
        snapshot: () => buildTrackingView(deps, delivery, new Date()),
      };
    },
  });
}
