// The inputs of one simulated dispatch day: the fleet and the day's bookings, drawn from one seeded generator.
import { DEFAULT_PROMISE, DEFAULT_WAVES, dispatchableAtMs, promiseDeadlineMs } from '@logisaathi/dispatch';
import { haversineKm } from '@logisaathi/geo';
import { createRandom } from '@logisaathi/pooling';
import {
  estatePoint,
  jitter,
  makeFleet,
  makeLoad,
  pick,
  pickWeighted,
  type Places,
  type SimVehicle,
} from './fixtures';
import type { DayClock, SimDelivery } from './simulate';

export const HOUR = 3_600_000;
/** Midnight IST at the start of the simulated day. */
export const DAY = Date.parse('2026-12-02T00:00:00+05:30');
export const at = (hour: number, dayOffset = 0) => DAY + dayOffset * 24 * HOUR + hour * HOUR;
const SLOTS = [
  { startHour: 9, weight: 30 },
  { startHour: 12, weight: 30 },
  { startHour: 15, weight: 25 },
  { startHour: 18, weight: 15 },
];
/** The API's defaults: DISPATCH_AT_ONCE_WITHIN_H and the evening hour of dispatchableAtMs. */
const AT_ONCE_WITHIN_MS = 48 * HOUR;
const EVENING_HOUR_IST = 18;

export interface DayInputs {
  fleet: SimVehicle[];
  deliveries: SimDelivery[];
  clock: DayClock;
}

/**
 * Deliveries: picked up in the gazetteer's industrial estates weighted by their size, dropped in another estate or
 * a market or locality 2-20 km away (straight line), for the four slots of one day; booked the day before (09:00 to
 * 20:00, 45 %) or the same day (from 07:00 up to two hours before the slot), offered from when the API would offer
 * them, with the API's promise. Partner vehicles start at home areas near the estates and work 07:00-21:00 IST.
 */
export function makeDay(
  places: Places,
  deliveryCount: number,
  vehicleCount: number,
  seed: number,
): DayInputs {
  const random = createRandom(seed);
  const fleet = makeFleet(vehicleCount, places, random);
  const deliveries: SimDelivery[] = [];
  for (let i = 0; i < deliveryCount; i++) {
    const slot = pickWeighted(SLOTS, random);
    const startMs = at(slot.startHour);
    const { point: pickup, estate } = estatePoint(places, random);
    let drop = pickup;
    for (let tries = 0; tries < 50; tries++) {
      drop =
        random.next() < 0.55
          ? jitter(
              pick(
                pickWeighted(
                  places.estates.filter((e) => e !== estate),
                  random,
                ).points,
                random,
              ),
              0.6,
              random,
            )
          : jitter(pick(places.destinations, random), 1, random);
      const km = haversineKm(pickup, drop);
      if (km >= 2 && km <= 20) break;
    }
    const sameDayLatest = startMs - 2 * HOUR;
    const bookedAtMs =
      random.next() < 0.45 || sameDayLatest <= at(7)
        ? at(9 + 11 * random.next(), -1)
        : at(7) + random.next() * (sameDayLatest - at(7));
    const offeredFromMs = dispatchableAtMs(bookedAtMs, startMs, EVENING_HOUR_IST, AT_ONCE_WITHIN_MS);
    deliveries.push({
      job: {
        id: `d${String(i).padStart(4, '0')}`,
        pickup,
        drop,
        ...makeLoad(random),
        requiredFeatures: random.next() < 0.03 ? ['refrigerated'] : random.next() < 0.3 ? ['covered'] : [],
        window: { startMs, endMs: startMs + 3 * HOUR },
        promise: {
          startMs: offeredFromMs,
          endMs: promiseDeadlineMs(
            offeredFromMs,
            startMs,
            DEFAULT_WAVES.timeoutBeforeSlotMs,
            DEFAULT_PROMISE,
          ),
        },
      },
      bookedAtMs,
      dispatchableAtMs: offeredFromMs,
    });
  }
  return { fleet, deliveries, clock: { fromMs: at(9, -1), toMs: at(21), workStartHour: 7, workEndHour: 21 } };
}
