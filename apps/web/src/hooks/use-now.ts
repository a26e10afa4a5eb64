import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (dashboard clock 1 s, status projection 60 s, 'x s ago' and ETA texts). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
