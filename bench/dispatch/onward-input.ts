// The batch round's onward grid (packages/dispatch onward.ts) as the API fills it (dispatch/onward-grid.ts): from
// the pickups it knows.
import { buildOnwardGrid, ONWARD_GRID_REFRESH_MS, onwardGridOf, type OnwardGrid } from '@logisaathi/dispatch';
import type { LatLon } from '@logisaathi/domain';
import type { SimDelivery } from './simulate';

/**
 * booked: the pickups of the deliveries booked so far, built by the package's `onwardGridOf` (those whose slot has
 * not ended) and rebuilt every `ONWARD_GRID_REFRESH_MS` of simulated time, as the API does; none: no grid, no
 * onward term; history: one grid for the whole day from an earlier day's pickups (`history`: the same generator with
 * another seed), as a grid of the last days' pickups would be. With a weight of 0 no grid is built either: the term
 * would not read it.
 */
export type OnwardSource = 'booked' | 'none' | 'history';

export function onwardInput(
  source: OnwardSource,
  weight: number,
  deliveries: readonly SimDelivery[],
  history: () => readonly LatLon[] = () => [],
): ((nowMs: number) => OnwardGrid | undefined) | undefined {
  if (source === 'none' || !weight) return undefined;
  if (source === 'history') {
    const grid = buildOnwardGrid(history()) ?? undefined;
    return () => grid;
  }
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
