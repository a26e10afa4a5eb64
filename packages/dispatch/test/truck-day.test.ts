import { describe, expect, it } from 'vitest';
import { acceptIntoDay, plannedJob } from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel } from './helpers';

describe('a truck day: accepting a job only when it fits without moving a planned one', () => {
  const options = { nowMs: NOW, travel: simpleTravel };

  it('plans a first job at the slot start and keeps the truck free after it has unloaded', () => {
    const first = job('a', { pickup: near(0), drop: near(5) });
    const answer = acceptIntoDay({ position: near(1), jobs: [] }, first, options);
    if (!('fit' in answer)) throw new Error('expected a fit');
    expect(answer.fit.pickupAtMs).toBe(NINE_AM);
    // 15 min loading, 5 km x 1.3 at 30 km/h = 13 min, 15 min unloading.
    expect((answer.fit.doneAtMs - NINE_AM) / 60_000).toBeCloseTo(43, 0);
    // A second short job of the same slot nearby fits after the first: time-based, not whole-slot blocking.
    const day = { position: near(1), jobs: [plannedJob('a', first, answer.fit)] };
    const second = acceptIntoDay(day, job('b', { pickup: near(6), drop: near(8) }), options);
    expect('fit' in second && second.fit.afterJobId).toBe('a');
  });

  it('refuses a second job of the same slot the truck cannot also do in time', () => {
    // 30 km each way at 30 km/h: the first job fills the slot.
    const far = job('a', { pickup: near(0), drop: near(30) });
    const answer = acceptIntoDay({ position: near(0), jobs: [] }, far, options);
    if (!('fit' in answer)) throw new Error('expected a fit');
    const day = { position: near(0), jobs: [plannedJob('a', far, answer.fit)] };
    expect(acceptIntoDay(day, job('b', { pickup: near(0), drop: near(30) }), options)).toEqual({
      reason: 'busy',
    });
    // The next slot is free again.
    const later = job('c', {
      pickup: near(0),
      drop: near(30),
      window: { startMs: NINE_AM + 3 * HOUR, endMs: NINE_AM + 6 * HOUR },
    });
    expect('fit' in acceptIntoDay(day, later, options)).toBe(true);
  });
});
