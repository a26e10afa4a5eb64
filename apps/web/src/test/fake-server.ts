import { vi } from 'vitest';

/**
 * A tiny in-test stand-in for the API behind global fetch. UI tests only need realistic answers; the real
 * API is tested against a real database in apps/api. Routes are 'METHOD /path', where a path segment
 * written ':name' matches any value.
 */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, for answers that are not JSON. */
  text?: string;
}

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;
export type FakeRoutes = Record<string, FakeHandler | FakeReply>;

export interface FakeServer {
  /** Every request in arrival order. */
  calls: FakeRequest[];
  /** Adds or replaces routes. */
  on(routes: FakeRoutes): void;
  callsTo(route: string): FakeRequest[];
}

/** The answers every signed-in screen asks for; a test overrides what it cares about. */
const DEFAULT_ROUTES: FakeRoutes = {
  'GET /api/alerts': { body: { success: true, data: { alerts: [] } } },
  'POST /api/auth/logout': { body: { success: true } },
};

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => (out[key] = value));
  return out;
}

/** Replaces global fetch for the current test (the setup file unstubs it afterwards). */
export function fakeServer(routes: FakeRoutes = {}): FakeServer {
  const table: FakeRoutes = { ...DEFAULT_ROUTES, ...routes };
  const calls: FakeRequest[] = [];

  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      params: {},
      query: Object.fromEntries(url.searchParams),
      headers: headersOf(init),
      body: rawBody === undefined ? init?.body : JSON.parse(rawBody),
    };
    calls.push(request);

    for (const [key, handler] of Object.entries(table)) {
      const [routeMethod, pattern = ''] = key.split(' ');
      if (routeMethod !== method) continue;
      const params = matchPath(pattern, url.pathname);
      if (!params) continue;
      request.params = params;
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      const status = reply.status ?? 200;
      const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      // A 204/205/304 may not carry a body.
      return new Response([204, 205, 304].includes(status) ? null : text, {
        status,
        headers: { 'content-type': reply.text === undefined ? 'application/json' : 'text/html' },
      });
    }
    return new Response(
      JSON.stringify({ success: false, error: `No fake route for ${method} ${url.pathname}` }),
      {
        status: 404,
        headers: { 'content-type': 'application/json' },
      },
    );
  };

  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return {
    calls,
    on: (more) => Object.assign(table, more),
    callsTo: (route) => {
      const [method, pattern = ''] = route.split(' ');
      return calls.filter((c) => c.method === method && matchPath(pattern, c.path) !== null);
    },
  };
}

/** A promise the test resolves by hand, to hold a request open and look at the busy state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
