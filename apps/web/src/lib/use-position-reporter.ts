import { i18n } from '@/i18n/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SharingState = 'starting' | 'sharing' | 'denied' | 'unavailable' | 'stopped';

/** One GPS fix as the position endpoints take it. */
export interface PositionFix {
  lat: number;
  lon: number;
  /** Unix milliseconds, from the Geolocation API. */
  timestamp: number;
  speedKmh: number | null;
  bearingDeg: number | null;
  accuracyM: number | null;
}

const MS_TO_KMH = 3.6;
const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

function toFix(p: GeolocationPosition): PositionFix {
  const { latitude, longitude, speed, heading, accuracy } = p.coords;
  return {
    lat: latitude,
    lon: longitude,
    timestamp: p.timestamp,
    speedKmh: speed === null || Number.isNaN(speed) ? null : Math.round(speed * MS_TO_KMH * 10) / 10,
    bearingDeg: heading === null || Number.isNaN(heading) ? null : heading,
    accuracyM: Number.isFinite(accuracy) ? accuracy : null,
  };
}

/** 'Send location now' takes a reading at most this old... */
const SEND_NOW_MAX_AGE_MS = 15_000;
/** ...and waits this long for one before sending the newest the watch has. */
const SEND_NOW_TIMEOUT_MS = 10_000;

/**
 * Reports the phone's position while `isEnabled` (the driver page of issue 9, the online partner of issue
 * 14). The browser's Geolocation watch keeps the newest fix; every `intervalS` the newest unsent fix goes to
 * `send`, and the first fix goes at once. `sendNow` reads a recent fix and sends it. `latest` is the newest
 * fix, for callers that stamp it on a record (proof of delivery).
 */
export function usePositionReporter(
  send: (fix: PositionFix) => Promise<unknown>,
  intervalS: number,
  isEnabled: boolean,
) {
  const [state, setState] = useState<SharingState>('starting');
  const [lastSentAt, setLastSentAt] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<PositionFix | null>(null);
  const sentTimestamp = useRef<number | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const report = useCallback(async (fix: PositionFix) => {
    if (sentTimestamp.current === fix.timestamp) return;
    sentTimestamp.current = fix.timestamp;
    try {
      await sendRef.current(fix);
      setLastSentAt(new Date());
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : i18n.t('errors.location'));
    }
  }, []);

  useEffect(() => {
    if (!isEnabled || !hasGeolocation()) return;
    let isFirst = true;
    const watchId = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = toFix(p);
        setState('sharing');
        if (isFirst) {
          isFirst = false;
          void report(latest.current);
        }
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 },
    );
    const timer = setInterval(() => {
      if (latest.current) void report(latest.current);
    }, intervalS * 1000);
    return () => {
      navigator.geolocation.clearWatch(watchId);
      clearInterval(timer);
    };
  }, [isEnabled, intervalS, report]);

  const sendNow = useCallback(() => {
    if (!hasGeolocation()) return;
    // A reading of the last few seconds will do: a phone standing still gives no new reading to a request for a
    // brand-new one (maximumAge 0), so that request would only time out. If none comes, the newest fix the watch
    // holds goes out (when it has not been sent yet).
    navigator.geolocation.getCurrentPosition(
      (p) => {
        latest.current = toFix(p);
        setState('sharing');
        void report(latest.current);
      },
      (err) => {
        if (err.code === err.PERMISSION_DENIED) setState('denied');
        else if (latest.current) void report(latest.current);
        else setState('unavailable');
      },
      { enableHighAccuracy: true, maximumAge: SEND_NOW_MAX_AGE_MS, timeout: SEND_NOW_TIMEOUT_MS },
    );
  }, [report]);

  const shown: SharingState = !isEnabled ? 'stopped' : hasGeolocation() ? state : 'unavailable';
  return { state: shown, lastSentAt, error, sendNow, latest };
}

/** One fresh fix, for a record stamped with where and when it happened. Resolves null without a position. */
export function readPositionOnce(timeoutMs = 15_000): Promise<PositionFix | null> {
  if (!hasGeolocation()) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve(toFix(p)),
      () => resolve(null),
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: timeoutMs },
    ),
  );
}
