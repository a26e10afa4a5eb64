import { istToday, slotWindow } from '@logisaathi/domain';
import { ONWARD_GRID_REFRESH_MS, onwardGridOf, type OnwardGrid } from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import { knownPickups } from '../deliveries/reads-for-other-modules';

/**
 * The batch round's onward grid (packages/dispatch `onward.ts`, `BatchCosts.onwardKmWeight`): how far known
 * pickups lie from each place a drop may leave a truck. Built by the package's `onwardGridOf` (the pickups whose
 * slot has not ended, as the day bench builds it) from the deliveries booked and not Cancelled or Failed, and kept
 * for `ONWARD_GRID_REFRESH_MS`. The most recently booked `ONWARD_GRID_MAX_PICKUPS` are enough for a density.
 */
export const ONWARD_GRID_MAX_PICKUPS = 2_000;

/** Per app (keyed by its config object), so two apps in one process never share a grid. */
const grids = new WeakMap<object, { period: number; grid: OnwardGrid | undefined }>();

export async function onwardGridAt(owner: object, db: DbOrTx, now: Date): Promise<OnwardGrid | undefined> {
  const period = Math.floor(now.getTime() / ONWARD_GRID_REFRESH_MS);
  const kept = grids.get(owner);
  if (kept?.period === period) return kept.grid;
  const rows = await knownPickups(db, istToday(now), ONWARD_GRID_MAX_PICKUPS);
  const known = rows.map((r) => ({
    pickup: { lat: r.lat, lon: r.lon },
    slotEndMs: slotWindow(r.pickupDate, r.timeSlot).end.getTime(),
  }));
  const grid = onwardGridOf(known, now.getTime()) ?? undefined;
  grids.set(owner, { period, grid });
  return grid;
}
