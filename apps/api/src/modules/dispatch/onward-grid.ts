import { istToday, MS_PER_HOUR, slotWindow } from '@logisaathi/domain';
import { buildOnwardGrid, type OnwardGrid } from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import { knownPickups } from '../deliveries/reads-for-other-modules';

/**
 * The batch round's onward grid (packages/dispatch `onward.ts`, `BatchCosts.onwardKmWeight`): how far known
 * pickups lie from each place a drop may leave a truck. Built from the pickups of the deliveries booked and not
 * Cancelled or Failed whose slot has not ended, as the day bench builds it (bench/dispatch/onward-input.ts), and
 * rebuilt at most once an hour: pickups come from the same estates all day, and a build over 2,000 pickups takes
 * about 185 ms (package README). The most recently booked `ONWARD_GRID_MAX_PICKUPS` are enough for a density.
 */
export const ONWARD_GRID_MAX_PICKUPS = 2_000;

/** Per app (keyed by its config object), so two apps in one process never share a grid. */
const grids = new WeakMap<object, { hour: number; grid: OnwardGrid | undefined }>();

export async function onwardGridAt(owner: object, db: DbOrTx, now: Date): Promise<OnwardGrid | undefined> {
  const hour = Math.floor(now.getTime() / MS_PER_HOUR);
  const kept = grids.get(owner);
  if (kept?.hour === hour) return kept.grid;
  const rows = await knownPickups(db, istToday(now), ONWARD_GRID_MAX_PICKUPS);
  const open = rows.filter((r) => slotWindow(r.pickupDate, r.timeSlot).end.getTime() > now.getTime());
  const grid = buildOnwardGrid(open.map((r) => ({ lat: r.lat, lon: r.lon }))) ?? undefined;
  grids.set(owner, { hour, grid });
  return grid;
}
