import { describe, expect, it } from 'vitest';
import { liveDay, type LiveJob } from '../src/index';
import { HOUR, near, NINE_AM, NOW, simpleTravel } from './helpers';

const MIN = 60_000;
const slot = { startMs: NINE_AM, endMs: NINE_AM + 3 * HOUR };

function live(id: string, over: Partial<LiveJob> = {}): LiveJob {
  return {
    id,
    pickup: near(0),
    drop: near(10),
    pickupAtMs: NINE_AM,
    doneAtMs: NINE_AM + HOUR,
    onBoard: false,
    window: slot,
    earlyAllowed: false,
    ...over,
  };
}

describe("a truck's day replayed from where the truck is now", () => {
  const options = { travel: simpleTravel, handling: { loadMin: 15, unloadMin: 15 } };

  it('waits for the slot when the truck is near, and follows the truck when it is running late', () => {
    // Two hours before the slot, 3 km away: there long before 9, so it loads at 9.
    const early = liveDay(near(3), [live('a')], { ...options, nowMs: NOW }).get('a');
    expect(early?.pickupAtMs).toBe(NINE_AM);
    // At 9:30, 30 km away (39 road km at 30 km/h = 78 min): it loads at 10:48, later as the truck is farther.
    const late = liveDay(near(30), [live('a')], { ...options, nowMs: NINE_AM + 30 * MIN }).get('a');
    expect((late!.pickupAtMs! - NINE_AM) / MIN).toBeCloseTo(30 + 78, 1);
    // Loading 15 + carrying 13 road km (26 min) + unloading 15 minutes.
    expect((late!.doneAtMs - late!.pickupAtMs!) / MIN).toBeCloseTo(56, 1);
  });

  it('picks up early only when the shipper agreed', () => {
    const times = liveDay(near(3), [live('a', { earlyAllowed: true })], { ...options, nowMs: NOW });
    expect((times.get('a')!.pickupAtMs! - NOW) / MIN).toBeCloseTo(7.8, 1);
  });

  it('delivers what is on board first, and a late job makes the next one late', () => {
    const times = liveDay(
      near(20),
      [
        live('next', { pickup: near(10), drop: near(12), pickupAtMs: NINE_AM + HOUR }),
        live('board', { pickup: near(0), drop: near(20), onBoard: true, doneAtMs: NINE_AM }),
      ],
      { ...options, nowMs: NINE_AM + 90 * MIN },
    );
    // Already at the drop: 15 minutes to unload.
    expect(times.get('board')).toEqual({ pickupAtMs: null, doneAtMs: NINE_AM + 105 * MIN });
    // Then 13 road km (26 min) to the next pickup, planned at 10:00 and now at 11:11.
    expect((times.get('next')!.pickupAtMs! - NINE_AM) / MIN).toBeCloseTo(105 + 26, 1);
  });
});
