/*
 * Request schemas of the tracking endpoints that only the server reads (device fixes). The assign-driver and
 * driver-status bodies and the answers live in packages/domain (contracts/tracking.ts), shared with the web.
 */
import { z } from 'zod';
import { REJECTION_MESSAGES } from './position-rules';

/** Year 9999 in unix milliseconds. */
const TIMESTAMP_MAX = 253_402_300_799_999;

const optionalNumber = (max: number) => z.number().min(0).max(max).nullable().optional();

/** The driver page's fix: Geolocation API values, speed already in km/h. */
export const browserFixBody = z.object({
  lat: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, REJECTION_MESSAGES.coordinates)
    .max(90, REJECTION_MESSAGES.coordinates),
  lon: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, REJECTION_MESSAGES.coordinates)
    .max(180, REJECTION_MESSAGES.coordinates),
  /**
   * Unix milliseconds (Geolocation API), unix seconds, or ISO 8601 with an offset. Default: now. The number's
   * range only keeps it a real instant; how far from now a fix may be is position-rules' judgement.
   */
  timestamp: z.union([z.number().min(0).max(TIMESTAMP_MAX), z.string().max(40)]).optional(),
  speedKmh: optionalNumber(400),
  bearingDeg: optionalNumber(360),
  accuracyM: optionalNumber(100_000),
});
export type BrowserFixInput = z.infer<typeof browserFixBody>;

/** One OsmAnd parameter: a value, or a few when a tracker repeats the name. */
const osmandValue = z.union([z.string().max(200), z.array(z.string().max(200)).max(4)]).optional();
const OSMAND_NAMES = [
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'accuracy',
  'altitude',
  'batt',
] as const;

/** OsmAnd protocol parameters, as strings from the query string or a form body; other names are dropped. */
export const osmandParams = z.object(
  Object.fromEntries(OSMAND_NAMES.map((name) => [name, osmandValue])) as Record<
    (typeof OSMAND_NAMES)[number],
    typeof osmandValue
  >,
);
