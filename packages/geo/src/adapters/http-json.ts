/** GET a JSON document with a hard timeout; throws on network errors, timeouts and non-2xx answers. */
export async function fetchJson(url: URL, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json', 'user-agent': 'LogiSaathi/0.1 (+geo adapter)' },
  });
  if (!res.ok) throw new Error(`${url.host} answered ${res.status}`);
  return (await res.json()) as unknown;
}

/** Joins a base URL (which may carry a path prefix) and a path. */
export function joinUrl(base: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
}
