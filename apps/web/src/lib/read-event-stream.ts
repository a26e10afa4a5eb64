/**
 * Reads a server-sent-events response with fetch rather than EventSource: EventSource cannot send the
 * Authorization header, and putting the access token in the URL would leak it into logs and history. Calls
 * `onEvent` for each complete event (`event:` name, joined `data:` lines parsed as JSON); resolves when the
 * server ends the stream, rejects with the HTTP status on a refused request.
 */
export class StreamHttpError extends Error {
  constructor(readonly status: number) {
    super(`event stream refused: HTTP ${status}`);
  }
}

export async function readEventStream(
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
  onEvent: (event: string, data: unknown) => void,
): Promise<void> {
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...init.headers },
    signal: init.signal,
  });
  if (!res.ok || !res.body) throw new StreamHttpError(res.status);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
      }
      if (data.length === 0) continue;
      try {
        onEvent(event, JSON.parse(data.join('\n')));
      } catch {
        // a malformed event is skipped, the stream goes on
      }
    }
  }
}
