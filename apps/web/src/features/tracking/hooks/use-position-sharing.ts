import { useCallback, useEffect, useRef, useState } from 'react';
import { sendDriverPosition, type DriverFix } from '../api/send-driver-position';

export type SharingState = 'starting' | 'sharing' | 'denied' | 'unavailable' | 'stopped';

const MS_TO_KMH = 3.6;
const hasGeolocation = () => 'geolocation' in navigator;

function toFix(p: GeolocationPosition): DriverFix {
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

/**
 * Shares the phone's position while the driver page is open (issue 9: every 15-30 s). The browser's
 * Geolocation watch keeps the newest fix; every `intervalS` the newest unsent fix goes to the server, and the
 * first fix goes at once. `sendNow` reads a fresh fix and sends it (the driver's 'Send location now').
 */
export function usePositionSharing(token: string, intervalS: number, isEnabled: boolean) {
  const [state, setState] = useState<SharingState>('starting');
  const [lastSentAt, setLastSentAt] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<DriverFix | null>(null);
  const sentTimestamp = useRef<number | null>(null);

  const send = useCallback(
    async (fix: DriverFix) => {
      if (sentTimestamp.current === fix.timestamp) return;
      sentTimestamp.current = fix.timestamp;
      try {
        await sendDriverPosition(token, fix);
        setLastSentAt(new Date());
        setError(null);
      } catch (err) {
        setError(err instanceof Error ? err.message : 'Could not send your location');
      }
    },
    [token],
  );

  useEffect(() => {
    if (!isEnabled || !hasGeolocation()) return;
    let isFirst = true;
    const watchId = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = toFix(p);
        setState('sharing');
        if (isFirst) {
          isFirst = false;
          void send(latest.current);
        }
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 },
    );
    const timer = setInterval(() => {
      if (latest.current) void send(latest.current);
    }, intervalS * 1000);
    return () => {
      navigator.geolocation.clearWatch(watchId);
      clearInterval(timer);
    };
  }, [isEnabled, intervalS, send]);

  const sendNow = useCallback(() => {
    if (!hasGeolocation()) return;
    navigator.geolocation.getCurrentPosition(
      (p) => {
        latest.current = toFix(p);
        setState('sharing');
        void send(latest.current);
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
  }, [send]);

  const shown: SharingState = !isEnabled ? 'stopped' : hasGeolocation() ? state : 'unavailable';
  return { state: shown, lastSentAt, error, sendNow };
}
