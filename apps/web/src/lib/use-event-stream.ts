import { useEffect, useRef, useState } from 'react';
import type { currentUserResponseSchema } from '@logisaathi/domain';
import { api, getToken } from './api-client';
import { readEventStream, StreamHttpError } from './read-event-stream';

const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'off';

/**
 * The one client of the API's event streams (tracking and partner): connects with the access token, reports
 * 'live' from a connection's first event (the server's snapshot), reconnects with backoff (1 s doubling to 30
 * s) and renews an expired access token through the API client first. Each reconnect starts with a fresh
 * snapshot, so nothing missed while away stays missing. A refusal in `stopOn` (no such delivery, not a
 * partner) ends the attempts. `url` null: no stream.
 */
export function useEventStream(
  url: string | null,
  onEvent: (event: string, data: unknown, isFirst: boolean) => void,
  stopOn: readonly number[] = [404],
): StreamState {
  const [state, setState] = useState<StreamState>('off');
  const onEventRef = useRef(onEvent);
  const stopOnRef = useRef(stopOn);
  useEffect(() => {
    onEventRef.current = onEvent;
    stopOnRef.current = stopOn;
  });

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let retryMs = MIN_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      setState((s) => (s === 'off' ? 'connecting' : 'reconnecting'));
      let isGreeted = false;
      try {
        const token = getToken();
        await readEventStream(
          url,
          { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal },
          (event, data) => {
            const isFirst = !isGreeted;
            if (isFirst) {
              isGreeted = true;
              retryMs = MIN_RETRY_MS;
              setState('live');
            }
            onEventRef.current(event, data, isFirst);
          },
        );
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof StreamHttpError && stopOnRef.current.includes(err.status)) {
          setState('off');
          return;
        }
        if (err instanceof StreamHttpError && err.status === 401) {
          // Renews the access token (or signs out when the session is over).
          await api.get<typeof currentUserResponseSchema>('/api/auth/me').catch(() => undefined);
        }
      }
      if (controller.signal.aborted) return;
      setState('reconnecting');
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setState('off');
    };
  }, [url]);

  return state;
}
