import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventStreams } from '../../lib/event-streams';
import { userKey } from '../../lib/live-events';
import { driverStreamFilter, driverVehicleIds, onDriverVehicles } from './driver-scope';
import { listPartnerOffers } from './list-jobs';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';

/**
 * GET /partners/stream: server-sent events for the partner app, on the one stream implementation
 * (lib/event-streams: caps, sign-in life, heartbeats). First a `snapshot` ({ offers }), then `offer` (a new
 * offer), `offer-closed` ({ offerId, status }: taken by someone else, lapsed), `job` ({ jobId }: a job changed)
 * and `alerts`, from any API process (LISTEN/NOTIFY, as the tracking streams). A fleet's driver signed in
 * (issue 37) gets only the offers and jobs of the vehicles they drive (driver-scope.ts).
 */
export async function streamPartnerEvents(
  deps: PartnerJobsDeps,
  streams: EventStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  partnerId: string,
): Promise<void> {
  const isDriver = request.member?.role === 'driver';
  await streams.open(request, reply, {
    // A driver's stream is their own: it is counted against them, not against the fleet's open streams.
    resource: isDriver ? `p:${partnerId}:d:${request.member?.userId ?? ''}` : `p:${partnerId}`,
    label: 'partner',
    prepare: async () => ({
      keys: [userKey(partnerId)],
      snapshot: async () => {
        const offers = await listPartnerOffers(deps.db, partnerId, new Date());
        return { offers: onDriverVehicles(offers, await driverVehicleIds(deps.db, request)) };
      },
      ...(isDriver ? { accepts: driverStreamFilter(deps.db, request, partnerId) } : {}),
    }),
  });
}
