/*
 * Largest-remainder (Hamilton) apportionment in whole units: floor every exact part, then hand the units still
 * missing to the parts with the largest fractional remainders, earlier parts first on ties. Every result is its
 * exact part rounded down or up, and the results add up to the given total. Used for a price's breakdown
 * (pricing.ts) and for a shared truck's cost shares (packages/pooling cost-split).
 *
 * Parts are first cleaned to 6 decimals so binary noise cannot tip a floor (99.99999999 is 100, and
 * 5 * (5.3 - 5) is 1.5, not 1.4999999999999991).
 */

/** A value cleaned to 6 decimals (see the header). */
export const cleanDecimals = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Splits `total` whole units over `parts` (see the header). `total` is expected to be their rounded sum. */
export function apportionLargestRemainder(parts: readonly number[], total: number): number[] {
  const exact = parts.map(cleanDecimals);
  const floors = exact.map(Math.floor);
  let missing = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}
