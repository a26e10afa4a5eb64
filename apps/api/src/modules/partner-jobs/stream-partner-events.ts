import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventStreams } from '../../lib/event-streams';
import { userKey } from '../../lib/live-events';
import { listPartnerOffers } from './list-jobs';
import type { PartnerJobsDeps } from './partner-jobs-deps';

/**
 * GET /partners/stream: server-sent events for the partner app, on the one stream implementation
 * (lib/event-streams: caps, sign-in life, heartbeats). First a `snapshot` ({ offers }), then `offer` (a new
 * offer), `offer-closed` ({ offerId, status }: taken by someone else, lapsed), `job` ({ jobId }: a job changed)
 * and `alerts`, from any API process (LISTEN/NOTIFY, as the tracking streams).
 */
export async function streamPartnerEvents(
  deps: PartnerJobsDeps,
  streams: EventStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  partnerId: string,
): Promise<void> {
  await streams.open(request, reply, {
    resource: `p:${partnerId}`,
    label: 'partner',
    prepare: async () => ({
      keys: [userKey(partnerId)],
      snapshot: async () => ({ offers: await listPartnerOffers(deps.db, partnerId, new Date()) }),
    }),
  });
}
