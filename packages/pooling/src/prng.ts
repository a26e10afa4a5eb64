/**
 * Seeded pseudo-random numbers: SplitMix32 seeding into a 32-bit xorshift-multiply generator
 * (after Sebastiano Vigna's SplitMix and Chris Wellons' "hash prospector" mixing constants).
 * Deterministic for a given seed on every platform; not for cryptography.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

export function createRandom(seed: number): Random {
  let state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  const nextUint = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  return {
    next: () => nextUint() / 4294967296,
    int: (n: number) => Math.floor((nextUint() / 4294967296) * n),
  };
}
