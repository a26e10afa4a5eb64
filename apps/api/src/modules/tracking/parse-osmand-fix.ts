/*
 * The OsmAnd protocol as free tracker apps speak it (Traccar Client, OsmAnd's online tracking): one fix per
 * request as `id, lat, lon, timestamp, speed, bearing|heading, accuracy, altitude, batt` in the query string or
 * a form body. `speed` is in knots (Traccar Client converts the phone's m/s to knots; Traccar's decoder reads
 * knots). `location=lat,lon` is accepted for trackers that send the pair in one parameter.
 */
import { AppError } from '../../lib/app-error';
import type { IncomingFix } from './ingest-position';
import { parseFixTimestamp } from './position-rules';

const KMH_PER_KNOT = 1.852;

export interface OsmandFix {
  token: string;
  fix: IncomingFix;
}

function first(
  params: Record<string, string | string[] | undefined>,
  ...names: string[]
): string | undefined {
  for (const name of names) {
    const value = params[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && text.trim() !== '') return text.trim();
  }
  return undefined;
}

const optionalNumber = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

export function parseOsmandFix(params: Record<string, string | string[] | undefined>, now: Date): OsmandFix {
  const token = first(params, 'id', 'deviceid');
  if (!token) throw AppError.validation('id', 'id (the device id from the driver link) is required');
  let latText = first(params, 'lat');
  let lonText = first(params, 'lon');
  const location = first(params, 'location');
  if ((latText === undefined || lonText === undefined) && location) [latText, lonText] = location.split(',');
  const lat = Number(latText);
  const lon = Number(lonText);
  if (latText === undefined || !Number.isFinite(lat))
    throw AppError.validation('lat', 'lat must be a number');
  if (lonText === undefined || !Number.isFinite(lon))
    throw AppError.validation('lon', 'lon must be a number');
  const recordedAt = parseFixTimestamp(first(params, 'timestamp'), now);
  if (!recordedAt) {
    throw AppError.validation(
      'timestamp',
      'timestamp must be unix seconds or an ISO 8601 date-time with an offset',
    );
  }
  const knots = optionalNumber(first(params, 'speed'));
  const bearing = optionalNumber(first(params, 'bearing', 'heading'));
  const accuracy = optionalNumber(first(params, 'accuracy'));
  return {
    token,
    fix: {
      lat,
      lon,
      recordedAt,
      speedKmh: knots === null || knots < 0 ? null : Math.round(knots * KMH_PER_KNOT * 10) / 10,
      bearingDeg: bearing === null || bearing < 0 || bearing > 360 ? null : bearing,
      accuracyM: accuracy === null || accuracy < 0 ? null : accuracy,
    },
  };
}
