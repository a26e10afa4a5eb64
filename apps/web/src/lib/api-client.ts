import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS, STORAGE_KEYS, type authResponseSchema } from '@logisaathi/domain';
import { currentLanguage, i18n } from '@/i18n/i18n';

/**
 * The one HTTP client of the web app (spec section 7: JSON, bearer token when present, 60 s timeout;
 * section 8: error message rule). An expired access token is renewed once with the refresh token.
 *
 * Every call names the response schema its route declares (packages/domain): the answer's type is inferred from
 * it, so the web never writes an envelope by hand and a contract change fails the web's typecheck. The server has
 * already serialised the answer through that schema, so it is not parsed again here.
 */
export const REFRESH_TOKEN_KEY = 'refreshToken';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  errors?: Array<{ msg?: string }>;
  error?: string;
  message?: string;
  detail?: string;
}

/** Spec section 8: first errors[].msg, else error, else message, else 'HTTP {status}: Something went wrong'. */
export function errorMessageFrom(body: unknown, status: number): string {
  const b = (body ?? {}) as ErrorBody;
  const first = Array.isArray(b.errors) ? b.errors[0]?.msg : undefined;
  return first || b.error || b.message || i18n.t('errors.http', { status });
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY) ?? sessionStorage.getItem(REFRESH_TOKEN_KEY);
}

/** Session tokens: the access token in local storage (spec key 'token'); the refresh token only persists with Remember me. */
export function storeTokens(token: string, refreshToken: string, remember?: boolean): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  const keepInLocal = remember ?? localStorage.getItem(REFRESH_TOKEN_KEY) !== null;
  (keepInLocal ? localStorage : sessionStorage).setItem(REFRESH_TOKEN_KEY, refreshToken);
  (keepInLocal ? sessionStorage : localStorage).removeItem(REFRESH_TOKEN_KEY);
}

export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  sessionStorage.removeItem(REFRESH_TOKEN_KEY);
}

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();
/** Called when the session can no longer be renewed, so the app signs out. */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;

async function refreshAccessToken(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/auth/refresh-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as Answer<typeof authResponseSchema>;
      storeTokens(body.token, body.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** FormData bodies are sent as multipart. */
  form?: FormData;
  signal?: AbortSignal;
}

/** The answer of a route whose response schema is S. */
export type Answer<S extends z.ZodType> = z.output<S>;

export function apiRequest<S extends z.ZodType>(
  url: string,
  options: RequestOptions = {},
): Promise<Answer<S>> {
  return send(url, options) as Promise<Answer<S>>;
}

async function send(url: string, options: RequestOptions, isRetry = false): Promise<unknown> {
  // The API answers in the reader's language (English when the header is absent).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError(i18n.t('errors.network'), 0, null);
  }
  if (res.status === 401 && token && !url.startsWith('/api/auth/')) {
    if (!isRetry && (await refreshAccessToken())) return send(url, options, true);
    // Refused even with a fresh token, or no way to renew it: the session is over.
    sessionExpiredListeners.forEach((l) => l());
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ApiError(i18n.t('errors.network'), 0, null);
  }
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(i18n.t('errors.unparsable'), res.status, text);
    }
  }
  if (!res.ok) throw new ApiError(errorMessageFrom(parsed, res.status), res.status, parsed);
  return parsed;
}

/**
 * `api.get<typeof placeListResponseSchema>('/api/places', signal)`: the answer is typed by the route's schema,
 * named as a type only. A schema passed as a value would be built in the browser for nothing (the server has
 * already serialised the answer through it), and would pull zod and the domain's contracts into the chunk of
 * every caller: the app shell's session and alerts would put them on every first paint. Without the type
 * parameter the answer is `unknown`.
 */
export const api = {
  get: <S extends z.ZodType>(url: string, signal?: AbortSignal) => apiRequest<S>(url, { signal }),
  post: <S extends z.ZodType>(url: string, body?: unknown) => apiRequest<S>(url, { method: 'POST', body }),
  put: <S extends z.ZodType>(url: string, body?: unknown) => apiRequest<S>(url, { method: 'PUT', body }),
  delete: <S extends z.ZodType>(url: string, body?: unknown) =>
    apiRequest<S>(url, { method: 'DELETE', body }),
  upload: <S extends z.ZodType>(url: string, form: FormData) => apiRequest<S>(url, { method: 'POST', form }),
};
