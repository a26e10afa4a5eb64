import { publicRequest } from './public-request';

export interface DriverFix {
  lat: number;
  lon: number;
  /** Unix milliseconds, from the Geolocation API. */
  timestamp: number;
  speedKmh: number | null;
  bearingDeg: number | null;
  accuracyM: number | null;
}

export const sendDriverPosition = (token: string, fix: DriverFix) =>
  publicRequest<{ data: { isDuplicate: boolean; isLatest: boolean } }>(
    `/api/driver/${encodeURIComponent(token)}/positions`,
    {
      method: 'POST',
      body: fix,
    },
  ).then((r) => r.data);
