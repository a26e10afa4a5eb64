import { describe, expect, it } from 'vitest';
import { partnerRegisterSchema } from './account';
import { isWithinWorkingHours, minutesOfDay } from './availability';
import { declineOfferInputSchema } from './offers';
import { geoLink, osmDirectionsLink, proofOfDeliveryFieldsSchema } from './jobs';
import { averageRating, tripRatingInputSchema } from './ratings';
import { truckCardType, vehicleInputSchema } from './vehicle';

const vehicle = {
  registrationNumber: 'DL 1L AB 1234',
  bodyType: 'Tata 407',
  payloadKg: 2500,
  body: { lengthCm: 430, widthCm: 190, heightCm: 180 },
  features: ['covered'],
  permits: ['city'],
};

describe('vehicleInputSchema', () => {
  it('stores the canonical registration number', () => {
    expect(vehicleInputSchema.parse(vehicle).registrationNumber).toBe('DL01LAB1234');
  });
  it.each([
    [{ registrationNumber: 'ZZ 1 AB 1234' }, "'ZZ' is not an Indian state or union territory code"],
    [{ bodyType: 'Rocket' }, 'Choose the body type from the list'],
    [{ payloadKg: 50 }, 'Payload must be at least 100 kg'],
    [{ payloadKg: 2500.5 }, 'Payload must be a whole number'],
    [{ body: { lengthCm: 430, widthCm: 1000, heightCm: 180 } }, 'Body width must be at most 300 cm'],
    [{ features: ['flying'] }, 'Choose features from the list'],
    [{ permits: [] }, 'Choose at least one permit'],
    [
      { bodyType: 'Refrigerated Truck', features: ['covered'] },
      'A refrigerated truck must have the Refrigerated feature',
    ],
  ])('%j -> %s', (change, message) => {
    expect(vehicleInputSchema.safeParse({ ...vehicle, ...change }).error?.issues[0]?.message).toBe(message);
  });
  it('maps a pickup onto the mini-truck card', () => {
    expect(truckCardType('Pickup')).toBe('Mini Truck');
    expect(truckCardType('Tata 709')).toBe('Tata 709');
  });
});

describe('partnerRegisterSchema', () => {
  const base = {
    firstName: 'Suresh',
    lastName: 'Yadav',
    email: 'S@X.in',
    password: 'secret1',
    phone: '9876543210',
  };
  it('accepts an owner-driver without a business name', () => {
    expect(partnerRegisterSchema.parse({ ...base, kind: 'owner_driver' })).toMatchObject({
      email: 's@x.in',
      kind: 'owner_driver',
    });
  });
  it('requires a business name from a fleet operator', () => {
    expect(
      partnerRegisterSchema.safeParse({ ...base, kind: 'fleet_operator' }).error?.issues[0]?.message,
    ).toBe('Business name is required for a fleet operator');
  });
});

describe('working hours', () => {
  it.each([
    [{ start: '09:00', end: '18:00' }, '08:59', false],
    [{ start: '09:00', end: '18:00' }, '09:00', true],
    [{ start: '09:00', end: '18:00' }, '18:00', false],
    [{ start: '20:00', end: '06:00' }, '23:30', true],
    [{ start: '20:00', end: '06:00' }, '05:59', true],
    [{ start: '20:00', end: '06:00' }, '12:00', false],
  ])('%j at %s -> %s', (hours, at, inside) =>
    expect(isWithinWorkingHours(hours, minutesOfDay(at))).toBe(inside),
  );
});

describe('offers, proof and ratings', () => {
  it('needs a note when declining for another reason', () => {
    expect(declineOfferInputSchema.safeParse({ reason: 'other' }).error?.issues[0]?.message).toBe(
      'Say briefly why you decline',
    );
    expect(declineOfferInputSchema.safeParse({ reason: 'busy' }).success).toBe(true);
  });
  it('reads multipart proof fields', () => {
    expect(
      proofOfDeliveryFieldsSchema.parse({ receiverName: ' Anil ', code: '0420', lat: '28.5', lon: '77.2' }),
    ).toEqual({
      receiverName: 'Anil',
      code: '0420',
      lat: 28.5,
      lon: 77.2,
    });
    expect(
      proofOfDeliveryFieldsSchema.safeParse({ receiverName: 'A', code: '12', lat: '1', lon: '1' }).success,
    ).toBe(false);
  });
  it('bounds rating scores and tags', () => {
    expect(tripRatingInputSchema.parse({ score: 5, tags: ['on_time', 'on_time'] }).tags).toEqual(['on_time']);
    expect(tripRatingInputSchema.safeParse({ score: 6 }).success).toBe(false);
    expect(tripRatingInputSchema.safeParse({ score: 4, tags: ['rude'] }).success).toBe(false);
    expect(averageRating([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(averageRating([])).toEqual({ average: null, count: 0 });
  });
  it('builds navigation links', () => {
    expect(geoLink(28.5, 77.25, 'Okhla (Phase II)')).toBe(
      'geo:28.500000,77.250000?q=28.500000,77.250000(Okhla%20%20Phase%20II)',
    );
    expect(osmDirectionsLink({ lat: 28.5, lon: 77.25 })).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B28.500000%2C77.250000',
    );
  });
});
