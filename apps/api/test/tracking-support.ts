import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './helper';

export const OKHLA = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
export const BAWANA = 'Sector 3, Bawana Industrial Area, Delhi 110039';
/** Near the Okhla pickup, and a point ~1 km further north-west (a few minutes' drive). */
export const NEAR_OKHLA = { lat: 28.531, lon: 77.272 };
export const TOWARDS_BAWANA = { lat: 28.538, lon: 77.265 };
export const MUMBAI = { lat: 19.076, lon: 72.8777 };

export const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

export interface CreatedDelivery {
  _id: string;
  deliveryId: string;
}

export async function createDelivery(
  app: FastifyInstance,
  user: TestUser,
  overrides: {
    deliveryTime?: string;
    pickupAddress?: string;
    deliveryAddress?: string;
    weight?: number;
  } = {},
): Promise<CreatedDelivery> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/deliveries',
    headers: user.auth,
    payload: {
      pickupAddress: OKHLA,
      deliveryAddress: BAWANA,
      packageType: 'Electronics',
      weight: 12,
      deliveryDate: tomorrowIst(),
      deliveryTime: '12-15',
      customerName: 'Rohit Gupta',
      customerPhone: '9811122233',
      mode: 'regular',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.delivery;
}

export interface Assigned {
  driverToken: string;
  driverPath: string;
  tracking: { deliveryCode: string; publicCode: string; publicPath: string };
}

export async function assign(
  app: FastifyInstance,
  user: TestUser,
  deliveryRowId: string,
  driver = { name: 'Ramesh Kumar', phone: '9899001122', vehicleNumber: 'DL 1L AB 1234' },
): Promise<Assigned> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/deliveries/${deliveryRowId}/driver`,
    headers: user.auth,
    payload: driver,
  });
  if (res.statusCode !== 201) throw new Error(`assign failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * A minimal server-sent-events reader over fetch (as the web app reads the stream): collects events and lets a
 * test wait for the next one matching a predicate.
 */
export async function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }> = [];
  const deliver = (e: SseEvent) => {
    events.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  };
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length) deliver({ event, data: JSON.parse(data.join('\n')) });
          }
        }
      } catch {
        // aborted
      } finally {
        markEnded();
      }
    })();
  } else {
    markEnded();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    /** Settles when the server ends the stream (or it is closed here). */
    ended,
    body: res.ok ? null : ((await res.json().catch(() => null)) as { message?: string } | null),
    events,
    next(match: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => controller.abort(),
  };
}
