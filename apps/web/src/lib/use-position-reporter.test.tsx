import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePositionReporter } from './use-position-reporter';

/** A phone standing still: the watch gave one reading; a request for a new one times out. */
function stillPhone(reading: { lat: number; lon: number; at: number }) {
  const position = {
    coords: { latitude: reading.lat, longitude: reading.lon, accuracy: 12, speed: null, heading: null },
    timestamp: reading.at,
  } as unknown as GeolocationPosition;
  const requests: PositionOptions[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      watchPosition: (ok: PositionCallback) => {
        ok(position);
        return 1;
      },
      clearWatch: () => {},
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
        requests.push(options);
        fail({
          code: 3,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      },
    },
  });
  return requests;
}

describe('usePositionReporter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a reading at once, and on Send now asks for a recent one, not a brand-new one', async () => {
    const requests = stillPhone({ lat: 28.53, lon: 77.27, at: 1_000 });
    const sent: number[] = [];
    const { result, unmount } = renderHook(() =>
      usePositionReporter(async (fix) => void sent.push(fix.timestamp), 20, true),
    );
    await vi.waitFor(() => expect(sent).toEqual([1_000]));

    act(() => result.current.sendNow());
    expect(requests[0]?.maximumAge).toBeGreaterThan(0);
    // The still phone gave nothing new: the reading it has was already sent, so nothing is sent twice and the
    // page does not claim the location is unavailable.
    expect(sent).toEqual([1_000]);
    expect(result.current.state).toBe('sharing');
    unmount();
  });
});
