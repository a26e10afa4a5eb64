import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers for the spec's delays (splash 2 s, Pay Now 1.5 s). Only timers and Date are faked: the fake
 * fetch answers through promises and streams that must keep running.
 */
export function useFakeClock(now?: Date): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  if (now) vi.setSystemTime(now);
}

/** Moves the fake clock on and lets React render what the timers and settled promises changed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** userEvent options for use under the fake clock (its internal delays run on the fake timers). */
export const fakeClockUserEvent = { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) };
