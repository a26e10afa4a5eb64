import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEARTBEAT_MS } from '../tracking/stream-delivery-events';
import { userKey, type TrackingEventName } from '../../lib/live-events';
import { listPartnerOffers } from './list-jobs';
import type { PartnerJobsDeps } from './partner-jobs-deps';

const RECONNECT_MS = 3_000;
const frame = (event: TrackingEventName | 'snapshot', data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /partners/stream: server-sent events for the partner app. First a `snapshot` ({ offers }), then `offer`
 * (a new offer), `offer-closed` ({ offerId, status }: taken by someone else, lapsed), `job` ({ jobId }: a job
 * changed) and `alerts`, from any API process (LISTEN/NOTIFY, as the tracking streams). Events arriving while
 * the snapshot is read are held and sent after it.
 */
export async function streamPartnerEvents(
  deps: PartnerJobsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  args: { partnerId: string; open: Set<() => void> },
): Promise<void> {
  const res = reply.raw;
  let held: string[] | null = [];
  let isOpen = true;
  const write = (chunk: string) => {
    if (!isOpen) return;
    if (held) held.push(chunk);
    else res.write(chunk);
  };
  const unsubscribe = await deps.events.subscribe([userKey(args.partnerId)], (event, data) =>
    write(frame(event, data)),
  );
  let heartbeat: NodeJS.Timeout | undefined;
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    unsubscribe();
    args.open.delete(end);
    res.end();
  };
  args.open.add(end);
  request.raw.on('close', end);

  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RECONNECT_MS}\n\n`);
  try {
    const offers = await listPartnerOffers(deps.db, args.partnerId, new Date());
    if (!isOpen) return;
    res.write(frame('snapshot', { offers }));
    for (const chunk of held) res.write(chunk);
    held = null;
    heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  } catch (err) {
    request.log.error({ err }, 'partner stream snapshot failed');
    end();
  }
}
