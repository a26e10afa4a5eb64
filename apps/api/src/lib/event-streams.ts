/*
 * The one server-sent-event implementation (issue 30): the delivery tracking stream and the partner stream both
 * open theirs here. It carries what every long-lived response needs:
 * - a cap per user (all of the user's streams, of any kind) and per resource (one delivery, one partner's
 *   offers), so one token cannot hold thousands of connections; over a cap answers 429;
 * - the life of the sign-in: the stream ends when the database announces the sign-in revoked (checked again at
 *   every heartbeat, for when announcements cannot arrive) and when the access token that opened it expires; the
 *   client renews the token and reconnects;
 * - heartbeats that keep proxies and the browser from closing an idle stream;
 * - a snapshot first: events arriving while it is read are held back and sent after it, so none is lost and none
 *   is overtaken by an older snapshot;
 * - ending every open stream when the server shuts down.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { TrackingEventName, TrackingEvents } from './live-events';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting after a drop (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

export const TOO_MANY_STREAMS = 'Too many live tracking views are open. Close some tabs and try again.';

const frame = (event: TrackingEventName | 'snapshot', data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** What a stream carries, known once the caller has checked the request may see it. */
export interface StreamContent {
  /** Event keys (live-events deliveryKey/userKey) whose events the stream forwards. */
  keys: string[];
  /** The first event, `snapshot`: read after subscribing. */
  snapshot: () => Promise<unknown>;
  /**
   * Whether this stream forwards an event (a driver's stream, issue 37, carries only their vehicles' offers and
   * jobs). Events are still written in the order they arrived. Absent: every event of the keys.
   */
  accepts?: (event: TrackingEventName, data: unknown) => Promise<boolean>;
}

export interface StreamRequest {
  /** What the per-resource cap counts, e.g. `d:<delivery id as requested>` or `p:<partner id>`. */
  resource: string;
  /** Checks access (throws 404 and the like before anything is sent) and says what the stream carries. */
  prepare: () => Promise<StreamContent>;
  /** Names the stream in the log when its snapshot fails. */
  label: string;
}

export interface EventStreams {
  /** Answers the request with a stream, or throws (429 over a cap, whatever `prepare` throws). */
  open(request: FastifyRequest, reply: FastifyReply, stream: StreamRequest): Promise<void>;
  openCount(): number;
  /** Ends every open stream (the server is shutting down). */
  endAll(): void;
}

/** What a stream needs of the sign-ins (the auth module's ActiveSessions is one): a stream ends with its sign-in. */
export interface SessionWatch {
  isActive(familyId: string): Promise<boolean>;
  /** Calls `onRevoked` once when the sign-in ends; returns the way to stop watching. */
  watch(familyId: string, onRevoked: () => void): () => void;
}

export function createEventStreams(deps: {
  events: TrackingEvents;
  sessions: SessionWatch;
  caps: { perUser: number; perResource: number };
  heartbeatMs?: number;
  /** Headers every stream's response carries besides its own (HSTS in production). */
  headers?: Record<string, string>;
}): EventStreams {
  const byUser = new Map<string, number>();
  const byResource = new Map<string, number>();
  const open = new Set<() => void>();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  const add = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n <= 0) map.delete(key);
    else map.set(key, n);
  };

  /** Takes a place for the stream or throws 429; the returned function gives it back (once). */
  const acquire = (userId: string, resource: string) => {
    if (
      (byUser.get(userId) ?? 0) >= deps.caps.perUser ||
      (byResource.get(resource) ?? 0) >= deps.caps.perResource
    ) {
      throw new AppError('rate_limited', TOO_MANY_STREAMS);
    }
    add(byUser, userId, 1);
    add(byResource, resource, 1);
    let isHeld = true;
    return () => {
      if (!isHeld) return;
      isHeld = false;
      add(byUser, userId, -1);
      add(byResource, resource, -1);
    };
  };

  return {
    async open(request, reply, stream) {
      const { sub: userId, fam: familyId } = request.user;
      // jwtVerify put the token's registered claims on request.user too; exp is in seconds.
      const exp = (request.user as { exp?: number }).exp;
      const expiresAtMs = exp === undefined ? Date.now() : exp * 1000;
      const release = acquire(userId, stream.resource);
      let content: StreamContent;
      try {
        content = await stream.prepare();
      } catch (err) {
        release();
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
      let unsubscribe: () => void;
      try {
        const { accepts } = content;
        let inOrder = Promise.resolve();
        unsubscribe = await deps.events.subscribe(content.keys, (event, data) => {
          if (!accepts) return write(frame(event, data));
          inOrder = inOrder
            .then(async () => {
              if (isOpen && (await accepts(event, data))) write(frame(event, data));
            })
            .catch((err: unknown) => request.log.error({ err }, `${stream.label} stream filter failed`));
        });
      } catch (err) {
        release();
        throw err;
      }
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stopWatching();
        unsubscribe();
        release();
        open.delete(end);
        res.end();
      };
      const stopWatching = deps.sessions.watch(familyId, end);
      // setTimeout holds at most about 24.8 days; an access token lives minutes.
      const expiry = setTimeout(end, Math.min(Math.max(0, expiresAtMs - Date.now()), 2 ** 31 - 1));
      open.add(end);
      request.raw.on('close', end);

      reply.hijack();
      res.writeHead(200, {
        ...deps.headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_MS}\n\n`);
      try {
        const snapshot = await content.snapshot();
        if (!isOpen) return;
        res.write(frame('snapshot', snapshot));
        for (const chunk of held) res.write(chunk);
        held = null;
        heartbeat = setInterval(() => {
          res.write(': ping\n\n');
          void deps.sessions.isActive(familyId).then(
            (isActive) => isActive || end(),
            () => undefined,
          );
        }, heartbeatMs);
      } catch (err) {
        request.log.error({ err }, `${stream.label} stream snapshot failed`);
        end();
      }
    },
    openCount: () => open.size,
    endAll() {
      for (const end of [...open]) end();
    },
  };
}
