// The batch round's onward grid (packages/dispatch onward.ts) as the API would fill it: from pickups it knows.
import { buildOnwardGrid, type OnwardGrid } from '@logisaathi/dispatch';
import type { SimDelivery } from './simulate';

/**
 * booked: the pickups of the deliveries booked so far whose slot has not ended, rebuilt every simulated hour (the
 * API would read them from its deliveries table); none: no grid, no onward term.
 */
export type OnwardSource = 'booked' | 'none';

const HOUR = 3_600_000;

export function onwardInput(
  source: OnwardSource,
  deliveries: readonly SimDelivery[],
): ((nowMs: number) => OnwardGrid | undefined) | undefined {
  if (source === 'none') return undefined;
  let builtFor = Number.NaN;
  let grid: OnwardGrid | undefined;
  return (nowMs) => {
    const hour = Math.floor(nowMs / HOUR);
    if (hour !== builtFor) {
      builtFor = hour;
      const known = deliveries.filter((d) => d.bookedAtMs <= nowMs && d.job.window.endMs > nowMs);
      grid = buildOnwardGrid(known.map((d) => d.job.pickup)) ?? undefined;
    }
    return grid;
  };
}
