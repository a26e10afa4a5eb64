import { AppError } from '../../lib/app-error';

export const TOO_MANY_STREAMS = 'Too many live tracking views are open. Close some tabs and try again.';

/**
 * Counts open event streams per user and per delivery in this process, so one token cannot hold thousands of
 * connections (each is a file descriptor and a subscription). A stream over a cap is refused with 429.
 */
export function createStreamCaps(caps: { perUser: number; perDelivery: number }) {
  const byUser = new Map<string, number>();
  const byDelivery = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n <= 0) map.delete(key);
    else map.set(key, n);
  };
  return {
    /** Takes a place for the stream or throws 429; the returned function gives it back (once). */
    acquire(userId: string, deliveryRowId: string): () => void {
      if (
        (byUser.get(userId) ?? 0) >= caps.perUser ||
        (byDelivery.get(deliveryRowId) ?? 0) >= caps.perDelivery
      ) {
        throw new AppError('rate_limited', TOO_MANY_STREAMS);
      }
      add(byUser, userId, 1);
      add(byDelivery, deliveryRowId, 1);
      let isHeld = true;
      return () => {
        if (!isHeld) return;
        isHeld = false;
        add(byUser, userId, -1);
        add(byDelivery, deliveryRowId, -1);
      };
    },
  };
}
