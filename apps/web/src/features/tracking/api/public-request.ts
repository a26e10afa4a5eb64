import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '@logisaathi/domain';
import { ApiError, errorMessageFrom, type Answer } from '@/lib/api-client';

/**
 * Calls for the driver and consignee pages, which authenticate by the link itself. They never send the
 * business's bearer token and never trigger the session refresh: a revoked driver link (401) opened on a
 * signed-in browser must not sign the business out. The answer is typed by the route's response schema, named as a
 * type only, as with `api` (lib/api-client.ts): `publicRequest<typeof driverJobResponseSchema>(url)`.
 */
export async function publicRequest<S extends z.ZodType>(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Answer<S>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError('Network error - Unable to connect to server', 0, null);
  }
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError('Failed to parse server response', res.status, text);
    }
  }
  if (!res.ok) throw new ApiError(errorMessageFrom(parsed, res.status), res.status, parsed);
  return parsed as Answer<S>;
}
