import { describe, expect, it } from 'vitest';
import { chordSquared, chordSquaredOfKm, haversineKm, spherePoint } from '../src';

describe('points on the unit sphere', () => {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const delhi = () => ({ lat: 28.3 + next() * 0.8, lon: 76.8 + next() * 0.9 });

  it('order distances as the great-circle distance does, and compare with a radius the same way', () => {
    const center = delhi();
    const c = spherePoint(center.lat, center.lon);
    const points = Array.from({ length: 2_000 }, delhi);
    const byKm = [...points].sort((a, b) => haversineKm(center, a) - haversineKm(center, b));
    const byChord = [...points].sort(
      (a, b) => chordSquared(c, spherePoint(a.lat, a.lon)) - chordSquared(c, spherePoint(b.lat, b.lon)),
    );
    expect(byChord).toEqual(byKm);
    for (const radiusKm of [0.5, 5, 25, 60]) {
      const limit = chordSquaredOfKm(radiusKm);
      const within = points.filter((p) => chordSquared(c, spherePoint(p.lat, p.lon)) <= limit);
      expect(within).toEqual(points.filter((p) => haversineKm(center, p) <= radiusKm));
    }
  });

  it('turn a distance into its squared chord, Infinity staying Infinity', () => {
    const a = { lat: 28.6139, lon: 77.209 };
    const b = { lat: 28.4595, lon: 77.0266 };
    expect(chordSquaredOfKm(haversineKm(a, b))).toBeCloseTo(
      chordSquared(spherePoint(a.lat, a.lon), spherePoint(b.lat, b.lon)),
      12,
    );
    expect(chordSquaredOfKm(0)).toBe(0);
    expect(chordSquaredOfKm(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(chordSquaredOfKm(30_000)).toBe(4);
  });
});
