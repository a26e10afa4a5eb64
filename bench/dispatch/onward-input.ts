// The batch round's onward grid (packages/dispatch onward.ts) as the API fills it (dispatch/onward-grid.ts): from
// the pickups it knows.
import { ONWARD_GRID_REFRESH_MS, onwardGridOf, type OnwardGrid } from '@logisaathi/dispatch';
import type { SimDelivery } from './simulate';

/**
 * booked: the pickups of the deliveries booked so far, built by the package's `onwardGridOf` (those whose slot has
 * not ended) and rebuilt every `ONWARD_GRID_REFRESH_MS` of simulated time, as the API does; none: no grid, no
 * onward term. With a weight of 0 no grid is built either: the term would not read it.
 */
export type OnwardSource = 'booked' | 'none';

export function onwardInput(
  source: OnwardSource,
  weight: number,
  deliveries: readonly SimDelivery[],
): ((nowMs: number) => OnwardGrid | undefined) | undefined {
  if (source === 'none' || !weight) return undefined;
  let builtFor = Number.NaN;
  let grid: OnwardGrid | undefined;
  return (nowMs) => {
    const period = Math.floor(nowMs / ONWARD_GRID_REFRESH_MS);
    if (period !== builtFor) {
      builtFor = period;
      const known = deliveries
        .filter((d) => d.bookedAtMs <= nowMs)
        .map((d) => ({ pickup: d.job.pickup, slotEndMs: d.job.window.endMs }));
      grid = onwardGridOf(known, nowMs) ?? undefined;
    }
    return grid;
  };
}
