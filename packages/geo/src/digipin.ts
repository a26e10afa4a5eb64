/**
 * DIGIPIN, India Post's Digital Postal Index Number, implemented from its published technical document
 * ("DIGIPIN: Technical Document", Department of Posts, 2025).
 *
 * Method: the box latitude 2.5..38.5 N, longitude 63.5..99.5 E is split ten times into a 4 x 4 grid; each level
 * picks one of 16 symbols laid out row by row from the north (`F C 9 8 / J 3 2 7 / K 4 5 6 / L M P T`), so ten
 * symbols name a cell of about 3.8 m x 3.8 m. A point on a grid line belongs to the cell east or north of it.
 * The code is written `XXX-XXX-XXXX`; decoding gives the centre of the cell.
 */
import type { LatLon } from './geo-math';

const GRID = ['FC98', 'J327', 'K456', 'LMPT'] as const;
const SYMBOLS = GRID.join('');
export const DIGIPIN_BOUNDS = { minLat: 2.5, maxLat: 38.5, minLon: 63.5, maxLon: 99.5 } as const;
export const DIGIPIN_LEVELS = 10;
interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}
/** Side of a level-10 cell in degrees (36 / 4^10). */
export const DIGIPIN_CELL_DEG = (DIGIPIN_BOUNDS.maxLat - DIGIPIN_BOUNDS.minLat) / 4 ** DIGIPIN_LEVELS;

/** True when the point lies inside the DIGIPIN box (edges included). */
export function isInDigipinBounds(point: LatLon): boolean {
  const b = DIGIPIN_BOUNDS;
  return point.lat >= b.minLat && point.lat <= b.maxLat && point.lon >= b.minLon && point.lon <= b.maxLon;
}

/** The DIGIPIN of a point, `XXX-XXX-XXXX`; null outside the box. */
export function encodeDigipin(point: LatLon): string | null {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon) || !isInDigipinBounds(point)) return null;
  let { minLat, maxLat, minLon, maxLon }: Box = DIGIPIN_BOUNDS;
  let code = '';
  for (let level = 1; level <= DIGIPIN_LEVELS; level += 1) {
    const latStep = (maxLat - minLat) / 4;
    const lonStep = (maxLon - minLon) / 4;
    // floor() sends a point on a line to the upper cell (north, east); the box's own north and east edges
    // stay in the last cell.
    const fromSouth = Math.min(3, Math.floor((point.lat - minLat) / latStep));
    const col = Math.min(3, Math.floor((point.lon - minLon) / lonStep));
    const row = 3 - fromSouth;
    code += GRID[row]?.[col] ?? '';
    if (level === 3 || level === 6) code += '-';
    minLat += latStep * fromSouth;
    maxLat = minLat + latStep;
    minLon += lonStep * col;
    maxLon = minLon + lonStep;
  }
  return code;
}

/** The ten symbols of a DIGIPIN typed with or without hyphens or spaces, in any case; null when not one. */
export function parseDigipin(text: string): string | null {
  if (text.length > 20) return null;
  const symbols = text.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== DIGIPIN_LEVELS) return null;
  for (const s of symbols) if (!SYMBOLS.includes(s)) return null;
  return symbols;
}

/** `39J49LL8T4` -> `39J-49L-L8T4`. */
export function formatDigipin(symbols: string): string {
  return `${symbols.slice(0, 3)}-${symbols.slice(3, 6)}-${symbols.slice(6)}`;
}

/** The centre of the DIGIPIN's cell; null when the text is not a DIGIPIN. */
export function decodeDigipin(text: string): LatLon | null {
  const symbols = parseDigipin(text);
  if (!symbols) return null;
  let { minLat, maxLat, minLon, maxLon }: Box = DIGIPIN_BOUNDS;
  for (const symbol of symbols) {
    const index = SYMBOLS.indexOf(symbol);
    const row = Math.floor(index / 4);
    const col = index % 4;
    const latStep = (maxLat - minLat) / 4;
    const lonStep = (maxLon - minLon) / 4;
    minLat += latStep * (3 - row);
    maxLat = minLat + latStep;
    minLon += lonStep * col;
    maxLon = minLon + lonStep;
  }
  return { lat: (minLat + maxLat) / 2, lon: (minLon + maxLon) / 2 };
}

const TOKEN =
  /(?:^|[^0-9A-Za-z])([2-9CFJKLMPTcfjklmpt]{3}-[2-9CFJKLMPTcfjklmpt]{3}-[2-9CFJKLMPTcfjklmpt]{4})(?![0-9A-Za-z-])/;

/**
 * The DIGIPIN in an address field: the whole text when it is one (hyphens optional), or a hyphenated
 * `XXX-XXX-XXXX` inside a longer address. Ten bare digits inside an address are more likely a phone number, so
 * they count only when they are the whole field.
 */
export function findDigipin(text: string): string | null {
  const whole = parseDigipin(text.trim());
  if (whole) return whole;
  if (text.length > 1000) return null;
  const match = TOKEN.exec(text);
  return match?.[1] ? parseDigipin(match[1]) : null;
}
