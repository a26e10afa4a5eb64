import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  alertDeletedResponseSchema,
  deliveryListResponseSchema,
  deliveryResponseSchema,
  publicConfigResponseSchema,
} from '@logisaathi/domain';
import { fakeServer } from '@/test/fake-server';
import { ApiError, api, onSessionExpired, REFRESH_TOKEN_KEY } from './api-client';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the request to fail');
}

describe('api client error messages (spec section 8)', () => {
  it.each([
    {
      why: 'the first errors[].msg wins',
      body: {
        errors: [{ msg: 'Weight must be at least 0.1 kg' }, { msg: 'Address too short' }],
        error: 'Validation failed',
        message: 'Bad request',
      },
      message: 'Weight must be at least 0.1 kg',
    },
    {
      why: 'error comes next',
      body: { errors: [], error: 'Delivery not found', message: 'Not Found' },
      message: 'Delivery not found',
    },
    {
      why: 'an errors item without msg is skipped',
      body: { errors: [{}], error: 'Delivery not found' },
      message: 'Delivery not found',
    },
    {
      why: 'then message',
      body: { message: 'Too many requests, slow down' },
      message: 'Too many requests, slow down',
    },
    { why: 'then the status line', body: { success: false }, message: 'HTTP 503: Something went wrong' },
  ])('$why', async ({ body, message }) => {
    const status = message.startsWith('HTTP') ? 503 : 400;
    fakeServer({ 'GET /api/deliveries': { status, body } });

    const err = await failureOf(api.get<typeof deliveryListResponseSchema>('/api/deliveries'));

    expect(err.message).toBe(message);
    expect(err.status).toBe(status);
  });

  it('uses the status line when the error answer has no body', async () => {
    fakeServer({ 'DELETE /api/alerts/:id': { status: 500 } });
    expect(
      (await failureOf(api.delete<typeof alertDeletedResponseSchema>('/api/alerts/alt_1'))).message,
    ).toBe('HTTP 500: Something went wrong');
  });

  it.each([
    { status: 502, text: '<html><body>Bad Gateway</body></html>' },
    { status: 200, text: 'OK' },
  ])(
    "says 'Failed to parse server response' for a $status answer that is not JSON",
    async ({ status, text }) => {
      fakeServer({ 'GET /api/deliveries': { status, text } });
      expect((await failureOf(api.get<typeof deliveryListResponseSchema>('/api/deliveries'))).message).toBe(
        'Failed to parse server response',
      );
    },
  );

  it("says 'Network error - Unable to connect to server' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const err = await failureOf(api.post<typeof deliveryResponseSchema>('/api/deliveries', { weight: 5 }));

    expect(err.message).toBe('Network error - Unable to connect to server');
    expect(err.status).toBe(0);
  });

  it('returns the parsed body of a successful answer', async () => {
    fakeServer({ 'GET /api/deliveries': { body: { success: true, data: { deliveries: [] } } } });
    await expect(api.get<typeof deliveryListResponseSchema>('/api/deliveries')).resolves.toEqual({
      success: true,
      data: { deliveries: [] },
    });
  });
});

describe('api client authentication', () => {
  it('sends the saved token as a bearer token, and JSON bodies as JSON', async () => {
    localStorage.setItem('token', 'access-token-1');
    const server = fakeServer({ 'POST /api/deliveries': { status: 201, body: { success: true } } });

    await api.post<typeof deliveryResponseSchema>('/api/deliveries', { weight: 5 });

    const [call] = server.calls;
    expect(call?.headers.authorization).toBe('Bearer access-token-1');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({ weight: 5 });
  });

  it('sends no authorization header when signed out', async () => {
    const server = fakeServer({ 'GET /api/public-config': { body: { data: { tileUrl: 'x' } } } });
    await api.get<typeof publicConfigResponseSchema>('/api/public-config');
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
  });

  describe('an expired access token', () => {
    let stopListening: (() => void) | undefined;
    afterEach(async () => {
      stopListening?.();
      // Concurrent 401s share one refresh, which the client forgets a tick after it settles.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    it('is renewed once with the refresh token and the request retried', async () => {
      localStorage.setItem('token', 'old-token');
      localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-0123456789abcdef');
      const server = fakeServer({
        'GET /api/deliveries': (req) =>
          req.headers.authorization === 'Bearer new-token'
            ? { body: { success: true, data: { deliveries: [] } } }
            : { status: 401, body: { success: false, error: 'Token expired' } },
        'POST /api/auth/refresh-token': {
          body: { token: 'new-token', refreshToken: 'refresh-token-rotated-0123456789' },
        },
      });

      await expect(api.get<typeof deliveryListResponseSchema>('/api/deliveries')).resolves.toEqual({
        success: true,
        data: { deliveries: [] },
      });

      expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'GET /api/deliveries',
        'POST /api/auth/refresh-token',
        'GET /api/deliveries',
      ]);
      expect(server.callsTo('POST /api/auth/refresh-token')[0]?.body).toEqual({
        refreshToken: 'refresh-token-0123456789abcdef',
      });
      expect(localStorage.getItem('token')).toBe('new-token');
      expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-token-rotated-0123456789');
    });

    it('is retried only once when the renewed token is refused too', async () => {
      localStorage.setItem('token', 'old-token');
      localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-0123456789abcdef');
      const server = fakeServer({
        'GET /api/deliveries': { status: 401, body: { error: 'Token expired' } },
        'POST /api/auth/refresh-token': {
          body: { token: 'new-token', refreshToken: 'refresh-token-rotated-0123456789' },
        },
      });

      const err = await failureOf(api.get<typeof deliveryListResponseSchema>('/api/deliveries'));

      expect(err.status).toBe(401);
      expect(err.message).toBe('Token expired');
      expect(server.callsTo('GET /api/deliveries')).toHaveLength(2);
      expect(server.callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    });

    it('signs the session out when the refresh token is refused', async () => {
      localStorage.setItem('token', 'old-token');
      localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-0123456789abcdef');
      const expired = vi.fn();
      stopListening = onSessionExpired(expired);
      const server = fakeServer({
        'GET /api/deliveries': { status: 401, body: { error: 'Token expired' } },
        'POST /api/auth/refresh-token': { status: 401, body: { error: 'Invalid refresh token' } },
      });

      const err = await failureOf(api.get<typeof deliveryListResponseSchema>('/api/deliveries'));

      expect(err.message).toBe('Token expired');
      expect(expired).toHaveBeenCalledTimes(1);
      expect(server.callsTo('GET /api/deliveries')).toHaveLength(1);
    });

    it('is not renewed without a refresh token', async () => {
      localStorage.setItem('token', 'old-token');
      const server = fakeServer({ 'GET /api/deliveries': { status: 401, body: { error: 'Token expired' } } });

      expect((await failureOf(api.get<typeof deliveryListResponseSchema>('/api/deliveries'))).status).toBe(
        401,
      );
      expect(server.callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    });
  });
});
