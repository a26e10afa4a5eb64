import { describe, expect, it } from 'vitest';
import { fitsVehicle, hasFeatures, requiredFeatures } from './eligibility';

const truck = { payloadKg: 2500, body: { lengthCm: 430, widthCm: 190, heightCm: 180 } };

describe('requiredFeatures / hasFeatures', () => {
  it.each([
    ['Electronics', null, ['covered']],
    ['Food Items', 'Temperature sensitive', ['refrigerated']],
    ['Other', 'Keep dry, Fragile', ['covered']],
    ['Other', null, []],
  ] as const)('%s + %j -> %j', (type, instructions, features) => {
    expect(requiredFeatures(type, instructions)).toEqual(features);
  });
  it.each([
    [['covered'], ['covered'], true],
    [[], ['covered'], false],
    [['refrigerated'], ['covered'], true],
    [['covered'], ['refrigerated'], false],
    [[], [], true],
  ] as const)('vehicle %j for %j -> %s', (vehicle, required, ok) =>
    expect(hasFeatures(vehicle, required)).toBe(ok),
  );
});

describe('fitsVehicle', () => {
  it.each([
    [{ weightKg: 2500, lengthCm: null, widthCm: null, heightCm: null }, true],
    [{ weightKg: 2501, lengthCm: null, widthCm: null, heightCm: null }, false],
    [{ weightKg: 10, lengthCm: 180, widthCm: 420, heightCm: 50 }, true],
    [{ weightKg: 10, lengthCm: 200, widthCm: 200, heightCm: 200 }, false],
    [{ weightKg: 10, lengthCm: 500, widthCm: null, heightCm: null }, false],
  ])('%j -> %s', (pkg, ok) => expect(fitsVehicle(pkg, truck)).toBe(ok));
});
