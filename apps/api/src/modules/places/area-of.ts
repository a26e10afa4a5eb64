/** A part of an address that locates a door rather than an area: a house, plot, shop or floor, or a PIN code. */
const DOOR_PART = /^\d|\b(plot|house|h\.?\s?no|flat|shop|khasra|building|bldg|floor|gali|no\.)\b|#/i;

/**
 * The locality of a geocoded place, never the street address: parts that locate a door (house or plot numbers,
 * PIN codes) and the country are dropped, and at most the last three remaining parts are kept ('Okhla
 * Industrial Area Phase 2, Delhi').
 */
export function areaOf(place: string): string {
  const parts = place
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !DOOR_PART.test(p) && p.toLowerCase() !== 'india');
  const kept = parts.length > 3 ? parts.slice(-3) : parts;
  return kept.join(', ') || 'Delhi NCR';
}
