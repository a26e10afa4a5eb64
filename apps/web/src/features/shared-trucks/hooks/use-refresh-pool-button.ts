import { useCallback, useEffect, useRef, useState } from 'react';
import { POOL_REFRESH_WAIT_MS } from '@logisaathi/domain';
import { useRefreshPool } from '../api/refresh-pool';

/** Refresh Pool (spec sections 2 and 9): 'Refreshing...' for the 600 ms wait, then the refresh call. */
export function useRefreshPoolButton() {
  const refresh = useRefreshPool();
  const [isWaiting, setIsWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const start = useCallback(() => {
    setIsWaiting(true);
    timer.current = setTimeout(() => {
      refresh.mutate(undefined, { onSettled: () => setIsWaiting(false) });
    }, POOL_REFRESH_WAIT_MS);
  }, [refresh]);
  return { isRefreshing: isWaiting || refresh.isPending, start };
}
