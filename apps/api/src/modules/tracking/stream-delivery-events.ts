import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSessions } from '../auth/active-sessions';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { buildTrackingView } from './get-delivery-tracking';
import type { TrackingDeps } from './tracking-deps';
import { deliveryKey, userKey, type TrackingEventName } from '../../lib/live-events';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting after a drop (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

const frame = (event: TrackingEventName | 'snapshot', data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface StreamSignIn {
  /** The sign-in (refresh family) of the access token that opened the stream. */
  familyId: string;
  /** When that access token expires, epoch ms. */
  expiresAtMs: number;
  sessions: ActiveSessions;
}

/**
 * GET /deliveries/{id}/events: server-sent events for the owner. First a `snapshot` (the same shape as GET
 * /deliveries/{id}/tracking), then `position`, `status`, `driver` and `alerts` events as they happen, from any
 * API process. Events arriving while the snapshot is read are held back and sent after it, so none is lost and
 * none is overtaken by an older snapshot. Closing the connection unsubscribes; `open` streams are ended when the
 * server shuts down. A stream lives no longer than its sign-in: it ends when the database announces the sign-in
 * revoked (checked again at every heartbeat, for when announcements cannot arrive) and when its access token
 * expires; the client renews the token and reconnects.
 */
export async function streamDeliveryEvents(
  deps: TrackingDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  args: {
    userId: string;
    /** The row id as the request named it: findDeliveryForUser checks it. */
    deliveryRowId: string;
    open: Set<() => void>;
    signIn: StreamSignIn;
    /** Gives back the stream's place under the per-user and per-delivery caps. */
    release: () => void;
  },
): Promise<void> {
  let delivery;
  try {
    delivery = await findDeliveryForUser(deps.db, args.userId, args.deliveryRowId);
  } catch (err) {
    args.release();
    throw err;
  }
  const res = reply.raw;
  let held: string[] | null = [];
  let isOpen = true;
  const write = (chunk: string) => {
    if (!isOpen) return;
    if (held) held.push(chunk);
    else res.write(chunk);
  };
  const unsubscribe = await deps.events.subscribe(
    [deliveryKey(delivery.id), userKey(args.userId)],
    (event, data) => write(frame(event, data)),
  );
  let heartbeat: NodeJS.Timeout | undefined;
  const { signIn } = args;
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    stopWatching();
    unsubscribe();
    args.release();
    args.open.delete(end);
    res.end();
  };
  const stopWatching = signIn.sessions.watch(signIn.familyId, end);
  // setTimeout holds at most about 24.8 days; an access token lives minutes.
  const expiry = setTimeout(end, Math.min(Math.max(0, signIn.expiresAtMs - Date.now()), 2 ** 31 - 1));
  args.open.add(end);
  request.raw.on('close', end);

  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Tells nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RECONNECT_MS}\n\n`);
  try {
    const snapshot = await buildTrackingView(deps, delivery, new Date());
    if (!isOpen) return;
    res.write(frame('snapshot', snapshot));
    for (const chunk of held) res.write(chunk);
    held = null;
    heartbeat = setInterval(() => {
      res.write(': ping\n\n');
      void signIn.sessions.isActive(signIn.familyId).then(
        (isActive) => isActive || end(),
        () => undefined,
      );
    }, HEARTBEAT_MS);
  } catch (err) {
    request.log.error({ err }, 'tracking stream snapshot failed');
    end();
  }
}
