import { describe, expect, it } from 'vitest';
import { priceRoute } from '@logisaathi/domain';
import { canJoinWithoutRaisingShares, createRandom, splitRouteCost, type Random } from '../src';

/** A random pool: standalone prices from the price rule, and a subadditive route cost below their sum. */
function randomPool(random: Random, size: number) {
  const entries = Array.from({ length: size }, (_, index) => ({
    id: `s${index}`,
    standaloneInr: priceRoute(1 + random.next() * 40, random.next() * 300).regularCostInr,
  }));
  const sum = entries.reduce((total, entry) => total + entry.standaloneInr, 0);
  return { entries, routeCostInr: Math.round(sum * (0.4 + 0.6 * random.next())) };
}

describe('splitRouteCost properties (seeded random pools)', () => {
  const random = createRandom(20240501);
  const pools = Array.from({ length: 400 }, () => randomPool(random, 1 + random.int(8)));

  it('shares sum exactly to the route cost and none exceeds its standalone price', () => {
    for (const pool of pools) {
      const split = splitRouteCost(pool.routeCostInr, pool.entries);
      expect(split.poolingSaves).toBe(true);
      expect(split.shares.reduce((total, share) => total + share.shareInr, 0)).toBe(pool.routeCostInr);
      for (const share of split.shares) {
        expect(Number.isInteger(share.shareInr)).toBe(true);
        expect(share.shareInr).toBeLessThanOrEqual(share.standaloneInr);
        expect(Math.abs(share.shareInr - share.exactShareInr)).toBeLessThan(1);
      }
    }
  });

  it('adding an admitted shipment never raises an existing exact share', () => {
    let admitted = 0;
    let refused = 0;
    for (const pool of pools) {
      const before = splitRouteCost(pool.routeCostInr, pool.entries);
      const newcomer = {
        id: 'new',
        standaloneInr: priceRoute(1 + random.next() * 40, random.next() * 300).regularCostInr,
      };
      // The newcomer's marginal route cost, anywhere from free to its full standalone price (subadditive).
      const newCost = pool.routeCostInr + Math.round(random.next() * newcomer.standaloneInr);
      const standaloneSum = pool.entries.reduce((total, entry) => total + entry.standaloneInr, 0);
      const allowed = canJoinWithoutRaisingShares(
        { routeCostInr: pool.routeCostInr, standaloneSumInr: standaloneSum },
        newCost,
        newcomer.standaloneInr,
      );
      const after = splitRouteCost(newCost, [...pool.entries, newcomer]);
      const raised = pool.entries.some(
        (_, index) =>
          (after.shares[index]?.exactShareInr ?? 0) > (before.shares[index]?.exactShareInr ?? 0) + 1e-9,
      );
      // The admission rule is exact: it refuses precisely the newcomers that would raise someone's share.
      expect(raised).toBe(!allowed);
      if (allowed) admitted++;
      else refused++;
    }
    // Both branches were exercised, so the equivalence above was really tested.
    expect(admitted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });

  it('charges standalone prices when the pooled route costs more than going alone', () => {
    const split = splitRouteCost(1000, [
      { id: 'a', standaloneInr: 300 },
      { id: 'b', standaloneInr: 400 },
    ]);
    expect(split.poolingSaves).toBe(false);
    expect(split.shares.map((share) => share.shareInr)).toEqual([300, 400]);
  });

  it('rounds by largest remainder', () => {
    const split = splitRouteCost(100, [
      { id: 'a', standaloneInr: 100 },
      { id: 'b', standaloneInr: 100 },
      { id: 'c', standaloneInr: 100 },
    ]);
    expect(split.shares.map((share) => share.shareInr)).toEqual([34, 33, 33]);
  });
});
