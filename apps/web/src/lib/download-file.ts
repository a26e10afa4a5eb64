import { REQUEST_TIMEOUT_MS, type currentUserResponseSchema } from '@logisaathi/domain';
import { currentLanguage } from '@/i18n/i18n';
import { api, ApiError, errorMessageFrom, getToken } from './api-client';

function fetchWithToken(url: string): Promise<Response> {
  const token = getToken();
  // Documents print in the reader's language, like every API answer.
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(url, {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** RFC 6266 filename* (UTF-8), else the plain filename, else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** A file that needs the bearer token, as a blob (an expired access token renewed once, as downloads do). */
export async function fetchFileWithToken(url: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetchWithToken(url);
    if (res.status === 401) {
      await api.get<typeof currentUserResponseSchema>('/api/auth/me');
      res = await fetchWithToken(url);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('Network error - Unable to connect to server', 0, null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(errorMessageFrom(body, res.status), res.status, body);
  }
  return res.blob();
}

/**
 * Downloads a file that needs the bearer token (a plain link cannot send it): fetched, then handed to the
 * browser as a blob. An expired access token is renewed through one JSON call of the API client and the
 * download retried once.
 */
export async function downloadWithToken(url: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetchWithToken(url);
    if (res.status === 401) {
      await api.get<typeof currentUserResponseSchema>('/api/auth/me');
      res = await fetchWithToken(url);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('Network error - Unable to connect to server', 0, null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(errorMessageFrom(body, res.status), res.status, body);
  }
  const blobUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
